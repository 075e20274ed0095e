import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, LISTINGS } from './content';
import {
  IMAGE_SIZES,
  MOTIFS,
  listingSvg,
  renderAvatar,
  renderBlogCover,
  renderListingImage,
  renderSizes,
  type ArtDescriptor,
} from './images';

const art: ArtDescriptor = { motif: 'tent', hue: 200, accent: 25 };

async function webpSize(buffer: Buffer): Promise<{ width?: number; height?: number }> {
  // RIFF....WEBP magic, then let sharp decode the header.
  expect(buffer.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(buffer.subarray(8, 12).toString('ascii')).toBe('WEBP');
  const meta = await sharp(buffer).metadata();
  expect(meta.format).toBe('webp');
  return { width: meta.width, height: meta.height };
}

describe('renderListingImage', () => {
  it('renders a 1200×900 WebP by default', async () => {
    const image = await renderListingImage(art, 0);
    expect(await webpSize(image)).toEqual({ width: 1200, height: 900 });
  });

  it('renders the requested size', async () => {
    const image = await renderListingImage(art, 1, {
      width: 640,
      height: 480,
      label: 'Half Dome 3+',
    });
    expect(await webpSize(image)).toEqual({ width: 640, height: 480 });
  });

  it('is deterministic: same input, same bytes', async () => {
    const [a, b] = await Promise.all([renderListingImage(art, 2), renderListingImage(art, 2)]);
    expect(a.equals(b)).toBe(true);
    expect(listingSvg(art, 2)).toBe(listingSvg(art, 2));
  });

  it('gives each variant a different picture', async () => {
    const svgs = [0, 1, 2, 3].map((variant) => listingSvg(art, variant));
    expect(new Set(svgs).size).toBe(svgs.length);
    const pixels = await Promise.all(
      [0, 1, 2].map((variant) =>
        renderListingImage(art, variant, { width: 120, height: 90 }).then((webp) =>
          sharp(webp).removeAlpha().raw().toBuffer(),
        ),
      ),
    );
    for (let i = 0; i < pixels.length; i++) {
      for (let j = i + 1; j < pixels.length; j++) {
        let diff = 0;
        for (let k = 0; k < pixels[i]!.length; k++)
          diff += Math.abs(pixels[i]![k]! - pixels[j]![k]!);
        // Mean absolute difference per channel well above compression noise.
        expect(diff / pixels[i]!.length).toBeGreaterThan(8);
      }
    }
  });

  it('renders every motif used by the listings and the blog', async () => {
    const used = new Set([
      ...LISTINGS.map((l) => l.art.motif),
      ...BLOG_POSTS.map((p) => p.art.motif),
    ]);
    for (const motif of used) expect(MOTIFS).toContain(motif);
    const results = await Promise.all(
      [...used].map(async (motif) => {
        const image = await renderListingImage({ motif, hue: 120, accent: 300 }, 0, {
          width: 200,
          height: 150,
        });
        return webpSize(image);
      }),
    );
    for (const size of results) expect(size).toEqual({ width: 200, height: 150 });
  });

  it('draws something different for every motif', () => {
    const svgs = MOTIFS.map((motif) => listingSvg({ motif, hue: 10, accent: 200 }, 0));
    expect(new Set(svgs).size).toBe(MOTIFS.length);
  });
});

describe('renderAvatar and renderBlogCover', () => {
  it('renders a 256×256 avatar', async () => {
    const avatar = await renderAvatar('MT', 330);
    expect(await webpSize(avatar)).toEqual({ width: 256, height: 256 });
    expect((await renderAvatar('MT', 330)).equals(avatar)).toBe(true);
  });

  it('renders a 1600×900 blog cover', async () => {
    const cover = await renderBlogCover({ motif: 'bike', hue: 35, accent: 210 });
    expect(await webpSize(cover)).toEqual({ width: 1600, height: 900 });
  });
});

describe('renderSizes', () => {
  it('resizes an SVG to every stored width at 4:3', async () => {
    const sizes = await renderSizes(listingSvg(art, 0));
    expect(Object.keys(sizes).sort()).toEqual(Object.keys(IMAGE_SIZES).sort());
    for (const [name, width] of Object.entries(IMAGE_SIZES)) {
      expect(await webpSize(sizes[name as keyof typeof IMAGE_SIZES])).toEqual({
        width,
        height: (width * 3) / 4,
      });
    }
  });

  it('crops an uploaded photo of another shape to 4:3', async () => {
    const photo = await sharp({
      create: { width: 500, height: 1000, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .toBuffer();
    const sizes = await renderSizes(photo);
    expect(await webpSize(sizes.thumb)).toEqual({ width: 400, height: 300 });
    expect(await webpSize(sizes.large)).toEqual({ width: 1200, height: 900 });
  });
});
