import { describe, expect, it } from 'vitest';
import { sortGalleryImages } from './gallery';

describe('sortGalleryImages', () => {
  it('puts the cover first, then the photos by position, without reordering its input', () => {
    const images = [
      { id: 1, position: 2, is_cover: 0 as const },
      { id: 2, position: 0, is_cover: 0 as const },
      { id: 3, position: 1, is_cover: 1 as const },
      { id: 4, position: 1, is_cover: 0 as const },
    ];
    expect(sortGalleryImages(images).map((i) => i.id)).toEqual([3, 2, 4, 1]);
    expect(images.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});
