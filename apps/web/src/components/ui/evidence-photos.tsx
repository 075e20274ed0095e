import { useLingui } from '@lingui/react/macro';

/**
 * Evidence photos as thumbnails, each a link to the full picture in a new tab. `label` names
 * the set for screen readers ("The owner’s photos"). A photo with a `thumb_url` (a condition
 * report's) shows that smaller file.
 */
export function EvidencePhotos({
  photos,
  label,
  testId,
}: {
  photos: { url: string; thumb_url?: string; width: number; height: number }[];
  label: string;
  testId?: string;
}) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  const count = photos.length;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2" data-testid={testId}>
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <li key={photo.url}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:ring-slate-700"
            >
              <img
                src={photo.thumb_url ?? photo.url}
                width={photo.width}
                height={photo.height}
                alt={t`${label}: photo ${number} of ${count} (opens in a new tab)`}
                loading="lazy"
                className="size-20 object-cover sm:size-24"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
