import { Container } from '@/components/ui/container';
import { ListingBreadcrumb } from './listing-breadcrumb';
import {
  LISTING_ARTICLE,
  LISTING_PAGE,
  LISTING_PHOTO,
  LISTING_PHOTO_FRAME,
  LISTING_TITLE,
  LISTING_TOP,
} from './listing-layout';

/**
 * The top of a listing's page, its first photo and its name, as the server paints it before
 * the scripts arrive (src/first-paint.tsx: the photo is the page's largest paint).
 * Rendered once at build time with `{{photo}}` and `{{name}}`, which the server fills in,
 * escaped, for the listing opened (apps/server/src/modules/seo/seo.html.ts). Laid out as
 * ListingPage, ListingDetailView and ListingGallery lay out the same parts (listing-layout.ts).
 */
export function ListingFirstPaint() {
  return (
    <Container className={LISTING_PAGE}>
      <ListingBreadcrumb />
      <article className={LISTING_ARTICLE}>
        <div className={LISTING_TOP}>
          <div className={LISTING_PHOTO_FRAME}>
            <img
              src="{{photo}}"
              alt="{{name}}"
              width={1280}
              height={800}
              className={LISTING_PHOTO}
            />
          </div>
          <h1 className={LISTING_TITLE}>
            <bdi>{'{{name}}'}</bdi>
          </h1>
        </div>
      </article>
    </Container>
  );
}
