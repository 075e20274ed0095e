import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { ListingsGrid } from '@/features/listings/components/listings-grid';
import { Hero } from '@/features/marketing/components/hero';
import { PromoBanner } from '@/features/marketing/components/promo-banner';
import { usePageParam } from '@/hooks/use-page-param';

export default function HomeRoute() {
  const [page, setPage] = usePageParam();

  return (
    <>
      <PageTitle />
      <Hero listingsAnchor="#listings" />
      <section id="listings" aria-labelledby="listings-title" className="scroll-mt-16">
        <Container className="pt-16 sm:pt-20">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2
                id="listings-title"
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
              >
                Available near you
              </h2>
              <p className="mt-2 text-slate-600 dark:text-slate-400">
                Fresh listings from owners in your community.
              </p>
            </div>
          </div>
          {/* One column today; the map joins as a second column with the search issue. */}
          <div className="mt-8 grid gap-8" data-testid="listings-layout">
            <div className="min-w-0">
              <ListingsGrid page={page} onPageChange={setPage} />
            </div>
          </div>
        </Container>
      </section>
      <PromoBanner />
    </>
  );
}
