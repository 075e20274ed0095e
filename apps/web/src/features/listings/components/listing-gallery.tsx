import { lazy, Suspense, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Images } from 'lucide-react';
import type { ListingImage as ListingImageType } from '@ownless/shared';
import { cn } from '@/lib/cn';
import { withCatalogs } from '@/lib/i18n';
import { LISTING_FALLBACK_IMAGE, sortGalleryImages } from '../utils/listing-cover';
import { ListingImage } from './listing-image';
import { LISTING_PHOTO, LISTING_PHOTO_FRAME } from './listing-layout';

// The full-screen viewer loads when a photo is first opened (the listing page is often a
// first page); once loaded it stays mounted, so closing it gives the focus back.
const GalleryViewer = lazy(() =>
  withCatalogs(() => import('./gallery-viewer')).then((module) => ({
    default: module.GalleryViewer,
  })),
);

function ShowAllButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute end-3 bottom-3 inline-flex h-9 items-center gap-2 rounded-xl bg-white/95 px-3 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-900/10 backdrop-blur hover:bg-white dark:bg-slate-950/85 dark:text-white dark:ring-white/15"
      data-testid="gallery-open"
    >
      <Images className="size-4" aria-hidden="true" />
      {count > 1
        ? plural(count, { one: `Show all ${count} photos`, other: `Show all ${count} photos` })
        : t`View photo`}
    </button>
  );
}

/**
 * The photos of a listing, cover first. 'standard': one large photo and thumbnails;
 * 'mosaic': one large and four small (the alternative detail layout). Any photo opens the
 * full-screen viewer.
 */
export function ListingGallery({
  images,
  name,
  variant = 'standard',
}: {
  images: ListingImageType[];
  name: string;
  variant?: 'standard' | 'mosaic';
}) {
  const { t } = useLingui();
  const sorted = sortGalleryImages(images);
  const total = sorted.length;
  /** "Drill, photo 2 of 5". */
  const photoAlt = (index: number) => {
    const number = index + 1;
    return t`${name}, photo ${number} of ${total}`;
  };
  const photoLabel = (index: number) => {
    const number = index + 1;
    return t`Show photo ${number} of ${total}`;
  };
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  // Set with the first opening (below), never unset.
  const [viewed, setViewed] = useState(false);
  if (viewing !== null && !viewed) setViewed(true);
  const current = sorted[Math.min(selected, sorted.length - 1)];
  const hasPhotos = sorted.length > 0;

  const viewer = hasPhotos && viewed && (
    <Suspense fallback={null}>
      <GalleryViewer
        images={sorted}
        name={name}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </Suspense>
  );

  if (variant === 'mosaic' && sorted.length >= 3) {
    const tiles = sorted.slice(0, sorted.length >= 5 ? 5 : 3);
    return (
      <div className="relative" data-testid="listing-gallery">
        <ul
          className={cn(
            'grid h-72 gap-2 overflow-hidden rounded-3xl sm:h-[26rem]',
            tiles.length >= 5 ? 'grid-cols-4 grid-rows-2' : 'grid-cols-3 grid-rows-2',
          )}
          aria-label={t`Photos`}
        >
          {tiles.map((image, index) => (
            <li
              key={image.id}
              className={cn(
                'min-h-0 bg-slate-100 dark:bg-slate-800',
                index === 0 ? 'col-span-full row-span-2 sm:col-span-2' : 'hidden sm:block',
              )}
            >
              <button
                type="button"
                onClick={() => setViewing(index)}
                className="group block size-full overflow-hidden"
              >
                <ListingImage
                  src={image.file_path}
                  alt={photoAlt(index)}
                  width={index === 0 ? 1280 : 640}
                  height={index === 0 ? 800 : 400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                />
              </button>
            </li>
          ))}
        </ul>
        <ShowAllButton count={sorted.length} onClick={() => setViewing(0)} />
        {viewer}
      </div>
    );
  }

  return (
    <div className="space-y-3" data-testid="listing-gallery">
      <div className={LISTING_PHOTO_FRAME}>
        {hasPhotos ? (
          <button
            type="button"
            onClick={() => setViewing(Math.min(selected, sorted.length - 1))}
            className="group block w-full"
          >
            <ListingImage
              src={current?.file_path || LISTING_FALLBACK_IMAGE}
              alt={sorted.length > 1 ? photoAlt(selected) : name}
              width={1280}
              height={800}
              // The page's largest paint: fetched before the thumbnails and the map.
              fetchPriority="high"
              className={cn(
                LISTING_PHOTO,
                'transition-transform duration-300 group-hover:scale-[1.01]',
              )}
            />
            <span className="sr-only">
              <Trans>, open the full-screen photos</Trans>
            </span>
          </button>
        ) : (
          <ListingImage
            src={LISTING_FALLBACK_IMAGE}
            alt={name}
            width={1280}
            height={800}
            className={LISTING_PHOTO}
          />
        )}
        {hasPhotos && (
          <ShowAllButton
            count={sorted.length}
            onClick={() => setViewing(Math.min(selected, sorted.length - 1))}
          />
        )}
      </div>
      {sorted.length > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label={t`Photos`}>
          {sorted.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={photoLabel(index)}
                aria-pressed={index === selected}
                className={cn(
                  'block w-full overflow-hidden rounded-xl ring-2 ring-offset-2 ring-offset-white transition dark:ring-offset-slate-950',
                  index === selected
                    ? 'ring-brand-600 dark:ring-brand-400'
                    : 'opacity-80 ring-transparent hover:opacity-100',
                )}
              >
                <ListingImage
                  src={image.file_path}
                  alt=""
                  width={160}
                  height={100}
                  loading="lazy"
                  className="aspect-[16/10] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer}
    </div>
  );
}
