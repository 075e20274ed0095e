import { useState } from 'react';
import type { ListingImage as ListingImageType } from '@ownless/shared';
import { cn } from '@/lib/cn';
import { LISTING_FALLBACK_IMAGE, sortGalleryImages } from '../utils/listing-cover';
import { ListingImage } from './listing-image';

export function ListingGallery({ images, name }: { images: ListingImageType[]; name: string }) {
  const sorted = sortGalleryImages(images);
  const [selected, setSelected] = useState(0);
  const current = sorted[Math.min(selected, sorted.length - 1)];

  return (
    <div className="space-y-3" data-testid="listing-gallery">
      <div className="overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        <ListingImage
          src={current?.file_path || LISTING_FALLBACK_IMAGE}
          alt={sorted.length > 1 ? `${name}, photo ${selected + 1} of ${sorted.length}` : name}
          width={1280}
          height={800}
          className="aspect-[16/10] w-full object-cover"
        />
      </div>
      {sorted.length > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Photos">
          {sorted.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show photo ${index + 1} of ${sorted.length}`}
                aria-pressed={index === selected}
                className={cn(
                  'block w-full overflow-hidden rounded-xl ring-2 ring-offset-2 ring-offset-white transition dark:ring-offset-slate-950',
                  index === selected
                    ? 'ring-brand-600 dark:ring-brand-400'
                    : 'ring-transparent opacity-80 hover:opacity-100',
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
    </div>
  );
}
