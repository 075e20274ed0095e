import crypto from 'node:crypto';
import { badRequest, forbidden, notFound, unprocessable } from '../../lib/errors';
import { inspectImage } from '../../lib/images';
import { IMAGE_SIZES, renderSizes } from '../../seed/images';
import type { ListingsOwnerDeps, OwnedListingAccess } from './listings.owner.access';
import { listingsWriteRepository } from './listings.write.repository';

export const MAX_IMAGES_PER_LISTING = 12;
const TOO_MANY_PHOTOS = /*i18n*/ {
  id: 'A listing can have at most {max} photos.',
  values: { max: MAX_IMAGES_PER_LISTING },
};

/** An owner's listing photos: uploading, deleting, choosing the cover and ordering them. */
export function listingPhotosService(
  { db, storage }: Pick<ListingsOwnerDeps, 'db' | 'storage'>,
  { detail, lockOwned }: OwnedListingAccess,
) {
  return {
    /**
     * Stores uploaded photos as WebP in three sizes. Every file is checked by its bytes
     * first; one bad file refuses the whole upload, so nothing half-arrives.
     */
    async uploadImages(userId: number, id: number, files: { filename: string; data: Buffer }[]) {
      if (files.length === 0)
        throw badRequest(/*i18n*/ 'Choose at least one photo.', {
          images: [/*i18n*/ 'Choose at least one photo.'],
        });
      const existing = await listingsWriteRepository(db).find(id);
      if (!existing) throw notFound(/*i18n*/ 'That listing does not exist.');
      if (existing.ownerId !== userId)
        throw forbidden(/*i18n*/ 'You can only change your own listings.');
      const room = MAX_IMAGES_PER_LISTING - (await listingsWriteRepository(db).imageCount(id));
      if (files.length > room) {
        throw badRequest(TOO_MANY_PHOTOS, {
          images: [
            room > 0
              ? /*i18n*/ {
                  id: 'A listing can have at most {max} photos: you can add {room} more.',
                  values: { max: MAX_IMAGES_PER_LISTING, room },
                }
              : TOO_MANY_PHOTOS,
          ],
        });
      }
      const errors: string[] = [];
      for (const file of files) {
        try {
          await inspectImage(file.data, 'images');
        } catch {
          errors.push(`${file.filename || 'A file'} is not a JPEG, PNG, WebP or AVIF picture.`);
        }
      }
      if (errors.length > 0)
        throw badRequest(/*i18n*/ 'Some files are not pictures we can use.', { images: errors });

      const stored: { keys: string[]; row: { filePath: string; sizes: Record<string, string> } }[] =
        [];
      for (const file of files) {
        const renditions = await renderSizes(file.data);
        const stem = `listings/${id}/${crypto.randomBytes(8).toString('hex')}`;
        const sizes: Record<string, string> = {};
        const keys: string[] = [];
        for (const size of Object.keys(IMAGE_SIZES) as (keyof typeof IMAGE_SIZES)[]) {
          const key = `${stem}-${size}.webp`;
          sizes[size] = await storage.put(key, renditions[size]);
          keys.push(key);
        }
        stored.push({ keys, row: { filePath: sizes.medium!, sizes } });
      }
      try {
        await db.transaction(async (tx) => {
          await lockOwned(tx, userId, id);
          const repo = listingsWriteRepository(tx);
          const current = await repo.images(id);
          // Counted again under the lock: two uploads at once cannot pass 12 together.
          if (current.length + stored.length > MAX_IMAGES_PER_LISTING) {
            throw badRequest(TOO_MANY_PHOTOS, {
              images: [TOO_MANY_PHOTOS],
            });
          }
          const hasCover = current.some((image) => image.isCover);
          const start = current.reduce((max, image) => Math.max(max, image.position + 1), 0);
          await repo.insertImages(
            stored.map((s, i) => ({
              listingId: id,
              filePath: s.row.filePath,
              sizes: s.row.sizes,
              position: start + i,
              isCover: !hasCover && i === 0,
              width: IMAGE_SIZES.medium,
              height: (IMAGE_SIZES.medium * 3) / 4,
            })),
          );
          await repo.update(id, {});
        });
      } catch (error) {
        await Promise.all(stored.flatMap((s) => s.keys.map((key) => storage.remove(key))));
        throw error;
      }
      return detail(id);
    },

    async deleteImage(userId: number, id: number, imageId: number) {
      const removed = await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const images = await repo.images(id);
        const image = images.find((i) => i.id === imageId);
        if (!image) throw notFound(/*i18n*/ 'That photo does not exist.');
        if (listing.status === 'Published' && images.length === 1) {
          throw unprocessable(
            /*i18n*/ 'A published listing needs at least one photo. Add another first.',
            {
              images: [/*i18n*/ 'A published listing needs at least one photo.'],
            },
          );
        }
        await repo.deleteImage(imageId);
        const rest = images.filter((i) => i.id !== imageId);
        if (image.isCover && rest[0]) await repo.setCover(id, rest[0].id);
        await repo.update(id, {});
        return image.sizes;
      });
      for (const url of Object.values(removed)) {
        const key = storage.keyOf(url);
        if (key) await storage.remove(key);
      }
      return detail(id);
    },

    async setCover(userId: number, id: number, imageId: number) {
      await db.transaction(async (tx) => {
        await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const images = await repo.images(id);
        if (!images.some((i) => i.id === imageId))
          throw notFound(/*i18n*/ 'That photo does not exist.');
        await repo.setCover(id, imageId);
        await repo.update(id, {});
      });
      return detail(id);
    },

    async reorderImages(userId: number, id: number, imageIds: number[]) {
      await db.transaction(async (tx) => {
        await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const images = await repo.images(id);
        const known = new Set(images.map((i) => i.id));
        if (
          imageIds.length !== images.length ||
          new Set(imageIds).size !== imageIds.length ||
          !imageIds.every((i) => known.has(i))
        ) {
          throw badRequest(/*i18n*/ 'Send every photo of the listing once, in the new order.', {
            image_ids: [/*i18n*/ 'Send every photo of the listing once, in the new order.'],
          });
        }
        for (const [position, imageId] of imageIds.entries())
          await repo.setPosition(imageId, position);
        await repo.update(id, {});
      });
      return detail(id);
    },
  };
}
