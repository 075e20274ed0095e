import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@/components/ui/container';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <Container className="py-24 sm:py-32">
      <NotFoundPanel
        testId="not-found"
        heading={t`Page not found`}
        primary={{ to: paths.home, label: t`Go back home` }}
        secondary={{ to: paths.contact, label: t`Contact support` }}
      >
        <Trans>
          Sorry, we couldn’t find the page you’re looking for. It may have moved, or the link may be
          wrong.
        </Trans>
      </NotFoundPanel>
    </Container>
  );
}
