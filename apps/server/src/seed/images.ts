/**
 * Deterministic, offline image generation for demo content.
 *
 * Every picture is a flat SVG illustration (gradient background + a pictogram drawn from
 * basic shapes) rasterised by sharp to WebP. Nothing is downloaded and no system font is
 * needed: the few letters we draw (avatar initials, optional labels) come from a small
 * built-in stroke alphabet. Same input → same SVG → same bytes.
 */
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------
// Public types and constants
// ---------------------------------------------------------------------------------------

export const MOTIFS = [
  'drill',
  'saw',
  'ladder',
  'mower',
  'toolbox',
  'pressure-washer',
  'tent',
  'lantern',
  'kayak',
  'bike',
  'skis',
  'camera',
  'drone',
  'speaker',
  'guitar',
  'projector',
  'balloons',
  'party-tent',
  'stroller',
  'sofa',
  'broom',
  'truck',
  'lessons',
  'cabin',
  'parking',
  'storage',
  'venue',
  'box',
] as const;
export type Motif = (typeof MOTIFS)[number];

/** What a listing or blog post says about its pictures. Hues are degrees (0–360). */
export interface ArtDescriptor {
  motif: Motif;
  /** Background hue. */
  hue: number;
  /** Hue of the object itself. */
  accent: number;
}

export interface ListingImageOptions {
  width?: number;
  height?: number;
  /** Optional caption drawn with the built-in stroke alphabet (A–Z, 0–9, a few signs). */
  label?: string;
}

/** Widths of the stored renditions; every rendition is 4:3. Upload code uses the same. */
export const IMAGE_SIZES = { large: 1200, medium: 800, thumb: 400 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export const WEBP_QUALITY = 78;
/**
 * libwebp effort (0–6). 2 encodes about twice as fast as the default 4 for files only
 * ~5% larger, which keeps seeding (and uploads) quick on small machines.
 */
export const WEBP_EFFORT = 2;
export const LISTING_IMAGE_WIDTH = 1200;
export const LISTING_IMAGE_HEIGHT = 900;
export const AVATAR_SIZE = 256;
export const BLOG_COVER_WIDTH = 1600;
export const BLOG_COVER_HEIGHT = 900;

// ---------------------------------------------------------------------------------------
// Small helpers: hashing, seeded random numbers, colours
// ---------------------------------------------------------------------------------------

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast, good enough for placing decorations. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const normaliseHue = (hue: number): number => ((hue % 360) + 360) % 360;

/** HSL → #rrggbb (computed here so the SVG renderer never has to parse hsl()). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = normaliseHue(hue) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const channel = (n: number): string => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

interface Palette {
  bgTop: string;
  bgBottom: string;
  bgDeep: string;
  soft: string;
  main: string;
  mainDark: string;
  mainLight: string;
  second: string;
  third: string;
  ink: string;
  metal: string;
  metalDark: string;
  paper: string;
  glass: string;
  glow: string;
  wood: string;
  woodDark: string;
  leaf: string;
  cardboard: string;
  cardboardDark: string;
  shadow: string;
}

/**
 * Tone 0 and 1 are light pastel backgrounds; tone 2 is an evening scene whose hue is pulled
 * into the teal–violet range, because dark yellows and greens look muddy.
 */
function makePalette(hue: number, accent: number, tone: 0 | 1 | 2): Palette {
  const bgLight = tone === 1 ? 86 : 82;
  const night = 195 + (normaliseHue(hue) % 90);
  const yellowish = normaliseHue(accent) >= 35 && normaliseHue(accent) <= 75;
  return {
    bgTop: tone === 2 ? hsl(night, 48, 36) : hsl(hue, 62, bgLight + 6),
    bgBottom: tone === 2 ? hsl(night + 20, 50, 24) : hsl(hue + 18, 52, bgLight - 8),
    bgDeep: tone === 2 ? hsl(night + 10, 42, 17) : hsl(hue + 10, 40, bgLight - 20),
    soft: tone === 2 ? hsl(night, 45, 52) : hsl(hue, 70, 95),
    main: yellowish ? hsl(accent, 82, 54) : hsl(accent, 72, 52),
    // Shadows shift hue: darkened yellows turn olive, so they lean to amber instead.
    mainDark: yellowish ? hsl(accent - 18, 72, 40) : hsl(accent - 6, 58, 36),
    mainLight: hsl(accent + 6, 85, 74),
    second: hsl(accent + 150, 62, 56),
    third: hsl(accent + 55, 75, 60),
    ink: hsl(hue + 200, 22, 18),
    metal: hsl(hue, 8, 80),
    metalDark: hsl(hue, 8, 56),
    paper: '#fbfaf6',
    glass: hsl(200, 65, 82),
    glow: hsl(48, 96, 72),
    wood: hsl(30, 52, 56),
    woodDark: hsl(26, 48, 34),
    leaf: hsl(138, 38, 36),
    cardboard: hsl(32, 52, 64),
    cardboardDark: hsl(30, 44, 50),
    shadow: hsl(hue + 200, 30, 12),
  };
}

// ---------------------------------------------------------------------------------------
// Stroke alphabet: letters as SVG paths in a 100-unit-high box, drawn with round strokes
// ---------------------------------------------------------------------------------------

interface Glyph {
  width: number;
  path: string;
}

const GLYPHS: Record<string, Glyph> = {
  A: { width: 64, path: 'M0 100 L32 0 L64 100 M12 64 H52' },
  B: { width: 64, path: 'M0 50 H34 A25 25 0 0 0 34 0 H0 V100 H38 A25 25 0 0 0 38 50' },
  C: { width: 64, path: 'M62 18 A34 50 0 1 0 62 82' },
  D: { width: 64, path: 'M0 0 V100 H20 A44 50 0 0 0 20 0 Z' },
  E: { width: 56, path: 'M56 0 H0 V100 H56 M0 50 H44' },
  F: { width: 56, path: 'M56 0 H0 V100 M0 50 H44' },
  G: { width: 66, path: 'M62 16 A34 50 0 1 0 66 66 V54 H40' },
  H: { width: 62, path: 'M0 0 V100 M62 0 V100 M0 50 H62' },
  I: { width: 36, path: 'M0 0 H36 M18 0 V100 M0 100 H36' },
  J: { width: 52, path: 'M52 0 V70 A26 28 0 0 1 0 74' },
  K: { width: 62, path: 'M0 0 V100 M60 0 L0 62 M20 42 L62 100' },
  L: { width: 54, path: 'M0 0 V100 H54' },
  M: { width: 76, path: 'M0 100 V0 L38 64 L76 0 V100' },
  N: { width: 62, path: 'M0 100 V0 L62 100 V0' },
  O: { width: 70, path: 'M35 0 A35 50 0 0 0 35 100 A35 50 0 0 0 35 0' },
  P: { width: 62, path: 'M0 100 V0 H34 A27 27 0 0 1 34 54 H0' },
  Q: { width: 72, path: 'M35 0 A35 50 0 0 0 35 100 A35 50 0 0 0 35 0 M44 70 L72 104' },
  R: { width: 62, path: 'M0 100 V0 H34 A27 27 0 0 1 34 54 H0 M30 54 L62 100' },
  S: {
    width: 62,
    path: 'M58 14 C48 -4 4 -4 4 26 C4 54 62 44 62 74 C62 104 10 106 0 86',
  },
  T: { width: 64, path: 'M0 0 H64 M32 0 V100' },
  U: { width: 62, path: 'M0 0 V66 A31 34 0 0 0 62 66 V0' },
  V: { width: 64, path: 'M0 0 L32 100 L64 0' },
  W: { width: 84, path: 'M0 0 L20 100 L42 30 L64 100 L84 0' },
  X: { width: 62, path: 'M0 0 L62 100 M62 0 L0 100' },
  Y: { width: 64, path: 'M0 0 L32 50 L64 0 M32 50 V100' },
  Z: { width: 62, path: 'M0 0 H62 L0 100 H62' },
  '0': { width: 58, path: 'M29 0 A29 50 0 0 0 29 100 A29 50 0 0 0 29 0' },
  '1': { width: 36, path: 'M4 18 L28 0 V100' },
  '2': { width: 60, path: 'M2 22 C8 -6 58 -6 56 26 C54 50 10 70 0 100 H60' },
  '3': {
    width: 60,
    path: 'M2 10 C20 -6 58 -2 56 24 C54 44 36 48 24 48 C44 48 62 56 60 76 C58 104 14 106 0 88',
  },
  '4': { width: 62, path: 'M46 100 V0 L0 68 H62' },
  '5': { width: 60, path: 'M58 0 H8 L4 44 C20 34 60 36 60 70 C60 104 14 106 0 88' },
  '6': {
    width: 60,
    path: 'M52 4 C20 0 2 30 2 64 C2 92 18 100 32 100 C50 100 60 86 60 68 C60 48 46 38 32 38 C18 38 4 46 2 60',
  },
  '7': { width: 60, path: 'M0 0 H60 L22 100' },
  '8': {
    width: 60,
    path: 'M30 0 A26 24 0 1 0 30 48 A26 24 0 1 0 30 0 M30 48 A30 26 0 1 0 30 100 A30 26 0 1 0 30 48',
  },
  '9': {
    width: 60,
    path: 'M8 96 C40 100 58 70 58 36 C58 8 42 0 28 0 C10 0 0 14 0 32 C0 52 14 62 28 62 C42 62 56 54 58 40',
  },
  '-': { width: 40, path: 'M2 56 H38' },
  '+': { width: 56, path: 'M0 54 H56 M28 26 V82' },
  '.': { width: 8, path: 'M4 98 L4 100' },
  ',': { width: 10, path: 'M6 96 L0 112' },
  "'": { width: 8, path: 'M4 0 V24' },
  '/': { width: 44, path: 'M0 100 L44 0' },
  '&': { width: 56, path: 'M0 54 H56 M28 26 V82' },
  ' ': { width: 34, path: '' },
};

const LETTER_GAP = 26;

/** Width in glyph units (cap height = 100) of a text drawn with the stroke alphabet. */
function measureText(text: string): number {
  let width = 0;
  const chars = [...text.toUpperCase()].filter((c) => GLYPHS[c] !== undefined);
  chars.forEach((c, i) => {
    width += (GLYPHS[c]?.width ?? 0) + (i < chars.length - 1 ? LETTER_GAP : 0);
  });
  return width;
}

/**
 * Text as stroked paths. (x, y) is the top-left of the cap height box, `size` the cap
 * height in pixels. Characters outside the alphabet are skipped.
 */
function strokeText(
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  weight = 13,
): string {
  const scale = size / 100;
  let cursor = 0;
  const parts: string[] = [];
  for (const c of text.toUpperCase()) {
    const glyph = GLYPHS[c];
    if (!glyph) continue;
    if (glyph.path) {
      parts.push(`<path transform="translate(${round(cursor)} 0)" d="${glyph.path}"/>`);
    }
    cursor += glyph.width + LETTER_GAP;
  }
  return (
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale, 4)})" fill="none" ` +
    `stroke="${color}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">` +
    `${parts.join('')}</g>`
  );
}

// ---------------------------------------------------------------------------------------
// Pictograms: each draws inside a 400×400 box; the ground line is at y ≈ 340
// ---------------------------------------------------------------------------------------

type MotifDrawer = (p: Palette) => string;

function pine(x: number, base: number, height: number, color: string, trunk: string): string {
  const w = height * 0.42;
  return (
    `<rect x="${x - 5}" y="${base - 18}" width="10" height="18" fill="${trunk}"/>` +
    `<path d="M${x} ${base - height} L${x + w * 0.7} ${base - height * 0.52} L${x - w * 0.7} ${base - height * 0.52} Z` +
    ` M${x} ${base - height * 0.72} L${x + w} ${base - 16} L${x - w} ${base - 16} Z" fill="${color}"/>`
  );
}

function wheel(cx: number, cy: number, r: number, p: Palette): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.ink}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.42)}" fill="${p.metal}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.14)}" fill="${p.metalDark}"/>`
  );
}

function sawBlade(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a0 = (i / teeth) * Math.PI * 2;
    const a1 = ((i + 0.55) / teeth) * Math.PI * 2;
    points.push(`${round(cx + Math.cos(a0) * inner)},${round(cy + Math.sin(a0) * inner)}`);
    points.push(`${round(cx + Math.cos(a1) * outer)},${round(cy + Math.sin(a1) * outer)}`);
  }
  return points.join(' ');
}

function sparkle(cx: number, cy: number, r: number, color: string): string {
  const q = r * 0.28;
  return (
    `<path d="M${cx} ${cy - r} Q${cx + q} ${cy - q} ${cx + r} ${cy} Q${cx + q} ${cy + q} ${cx} ${cy + r}` +
    ` Q${cx - q} ${cy + q} ${cx - r} ${cy} Q${cx - q} ${cy - q} ${cx} ${cy - r} Z" fill="${color}"/>`
  );
}

const MOTIF_DRAWERS: Record<Motif, MotifDrawer> = {
  drill: (p) => `
    <rect x="318" y="140" width="66" height="16" rx="5" fill="${p.metalDark}"/>
    <path d="M332 140 l7 16 M348 140 l7 16 M364 140 l7 16" stroke="${p.metal}" stroke-width="4"/>
    <rect x="280" y="118" width="46" height="60" rx="12" fill="${p.ink}"/>
    <path d="M292 126 v44 M304 126 v44 M316 126 v44" stroke="${p.metalDark}" stroke-width="4" stroke-linecap="round"/>
    <path d="M150 176 L236 176 L218 300 L142 300 Z" fill="${p.mainDark}"/>
    <rect x="158" y="214" width="56" height="66" rx="14" fill="${p.ink}" opacity="0.35"/>
    <rect x="232" y="190" width="16" height="40" rx="8" fill="${p.ink}"/>
    <rect x="52" y="100" width="250" height="98" rx="44" fill="${p.main}"/>
    <path d="M52 149 a44 49 0 0 1 44 -49 h40 v98 h-40 a44 49 0 0 1 -44 -49 z" fill="${p.mainDark}"/>
    <path d="M80 130 v38 M96 124 v50 M112 124 v50" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" opacity="0.45"/>
    <rect x="150" y="114" width="120" height="14" rx="7" fill="${p.mainLight}" opacity="0.85"/>
    <circle cx="262" cy="166" r="10" fill="${p.ink}" opacity="0.6"/>
    <rect x="110" y="292" width="142" height="54" rx="14" fill="${p.ink}"/>
    <rect x="124" y="306" width="42" height="9" rx="4.5" fill="${p.third}"/>
    <rect x="174" y="306" width="18" height="9" rx="4.5" fill="${p.metalDark}"/>`,

  saw: (p) => `
    <polygon points="${sawBlade(200, 236, 128, 114, 30)}" fill="${p.metalDark}"/>
    <circle cx="200" cy="236" r="110" fill="${p.metal}"/>
    <circle cx="200" cy="236" r="74" fill="none" stroke="${p.metalDark}" stroke-width="3" opacity="0.6"/>
    <circle cx="200" cy="236" r="26" fill="${p.ink}"/>
    <circle cx="200" cy="236" r="9" fill="${p.metal}"/>
    <path d="M56 236 A144 144 0 0 1 344 236 Z" fill="${p.main}"/>
    <path d="M86 236 A114 114 0 0 1 314 236" fill="none" stroke="${p.mainDark}" stroke-width="10"/>
    <circle cx="200" cy="182" r="42" fill="${p.mainDark}"/>
    <circle cx="200" cy="182" r="26" fill="${p.ink}" opacity="0.55"/>
    <path d="M130 150 C140 58 260 54 282 128" fill="none" stroke="${p.ink}" stroke-width="26" stroke-linecap="round"/>
    <rect x="36" y="228" width="328" height="18" rx="5" fill="${p.ink}"/>
    <rect x="320" y="196" width="36" height="32" rx="8" fill="${p.ink}"/>`,

  ladder: (p) => {
    const rails = [90, 140, 190, 240, 290]
      .map((y) => {
        const left = 158 - ((y - 40) * 52) / 300;
        const right = 242 + ((y - 40) * 52) / 300;
        return `<rect x="${round(left)}" y="${y}" width="${round(right - left)}" height="16" rx="4" fill="${p.metal}"/><rect x="${round(left)}" y="${y + 12}" width="${round(right - left)}" height="4" fill="${p.metalDark}"/>`;
      })
      .join('');
    return `
    <path d="M176 40 L86 340 M224 40 L314 340" stroke="${p.mainDark}" stroke-width="14" stroke-linecap="round"/>
    <path d="M158 40 L106 340 M242 40 L294 340" stroke="${p.main}" stroke-width="20" stroke-linecap="round"/>
    ${rails}
    <rect x="140" y="24" width="120" height="32" rx="8" fill="${p.ink}"/>
    <rect x="152" y="32" width="40" height="8" rx="4" fill="${p.third}"/>
    <rect x="96" y="332" width="26" height="14" rx="4" fill="${p.ink}"/>
    <rect x="278" y="332" width="26" height="14" rx="4" fill="${p.ink}"/>`;
  },

  mower: (p) => `
    <path d="M40 196 Q36 188 46 186 L126 206 L140 292 L70 300 Q56 302 54 290 Z" fill="${p.second}"/>
    <path d="M56 214 L120 228 M60 240 L124 252 M64 266 L128 276" stroke="${p.paper}" stroke-width="4" opacity="0.45"/>
    <path d="M150 286 L62 64" stroke="${p.metalDark}" stroke-width="12" stroke-linecap="round"/>
    <path d="M42 78 L84 58" stroke="${p.ink}" stroke-width="18" stroke-linecap="round"/>
    <path d="M80 112 L100 148" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>
    <path d="M96 128 Q150 170 214 226" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.6"/>
    <rect x="198" y="212" width="96" height="52" rx="16" fill="${p.ink}"/>
    <rect x="210" y="200" width="70" height="20" rx="10" fill="${p.metalDark}"/>
    <circle cx="282" cy="200" r="9" fill="${p.third}"/>
    <path d="M128 286 Q130 256 160 254 L330 254 Q362 256 370 282 L372 300 Q372 308 362 308 L136 308 Q126 308 126 298 Z" fill="${p.main}"/>
    <rect x="160" y="262" width="180" height="9" rx="4.5" fill="${p.mainLight}" opacity="0.8"/>
    <rect x="126" y="298" width="246" height="10" fill="${p.mainDark}"/>
    ${wheel(164, 318, 26, p)}
    ${wheel(338, 318, 26, p)}
    <path d="M10 346 l8 -24 l6 24 l8 -30 l8 30 l6 -20 l6 20 Z M362 346 l8 -26 l7 26 l7 -20 l6 20 Z" fill="${p.leaf}"/>`,

  toolbox: (p) => `
    <rect x="96" y="70" width="20" height="110" rx="6" fill="${p.metal}"/>
    <path d="M92 38 A26 26 0 1 0 120 38" fill="none" stroke="${p.metal}" stroke-width="18" stroke-linecap="round"/>
    <rect x="286" y="56" width="30" height="70" rx="12" fill="${p.second}"/>
    <rect x="296" y="120" width="10" height="60" fill="${p.metalDark}"/>
    <path d="M150 152 V118 Q150 100 168 100 H232 Q250 100 250 118 V152" fill="none" stroke="${p.ink}" stroke-width="18"/>
    <rect x="66" y="176" width="268" height="160" rx="16" fill="${p.main}"/>
    <rect x="58" y="146" width="284" height="46" rx="12" fill="${p.mainDark}"/>
    <rect x="66" y="252" width="268" height="12" fill="${p.mainLight}" opacity="0.7"/>
    <rect x="182" y="176" width="36" height="30" rx="6" fill="${p.metal}"/>
    <rect x="192" y="188" width="16" height="8" rx="3" fill="${p.ink}"/>
    <rect x="86" y="300" width="40" height="10" rx="5" fill="${p.ink}" opacity="0.3"/>
    <rect x="274" y="300" width="40" height="10" rx="5" fill="${p.ink}" opacity="0.3"/>`,

  'pressure-washer': (p) => `
    <path d="M140 124 V56 Q140 44 152 44 H248 Q260 44 260 56 V124" fill="none" stroke="${p.ink}" stroke-width="16"/>
    <rect x="110" y="114" width="180" height="184" rx="28" fill="${p.main}"/>
    <rect x="110" y="114" width="180" height="48" rx="24" fill="${p.mainDark}"/>
    <rect x="134" y="180" width="50" height="90" rx="10" fill="${p.ink}" opacity="0.25"/>
    <circle cx="232" cy="222" r="46" fill="none" stroke="${p.ink}" stroke-width="12"/>
    <circle cx="232" cy="222" r="26" fill="none" stroke="${p.ink}" stroke-width="10"/>
    <path d="M278 232 Q330 250 330 300" fill="none" stroke="${p.ink}" stroke-width="8"/>
    <path d="M316 300 L384 118" stroke="${p.metalDark}" stroke-width="10" stroke-linecap="round"/>
    <path d="M306 284 L340 292 L332 326 L310 320 Z" fill="${p.ink}"/>
    <path d="M384 118 l-6 -30 M384 118 l14 -26 M384 118 l-22 -18" stroke="${p.glass}" stroke-width="5" stroke-linecap="round"/>
    ${wheel(140, 302, 40, p)}
    <rect x="240" y="296" width="40" height="46" rx="8" fill="${p.ink}"/>`,

  tent: (p) => `
    <path d="M200 62 L262 74 L392 318 L336 326 Z" fill="${p.mainDark}"/>
    <path d="M200 62 L336 326 L64 326 Z" fill="${p.main}"/>
    <path d="M200 62 L236 132 L164 132 Z" fill="${p.mainLight}" opacity="0.55"/>
    <path d="M200 128 L262 326 L138 326 Z" fill="${p.ink}" opacity="0.85"/>
    <path d="M200 128 L138 326 L176 326 Z" fill="${p.mainLight}"/>
    <path d="M200 62 V36" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>
    <path d="M200 64 L30 336 M262 74 L398 336" stroke="${p.ink}" stroke-width="2.5" opacity="0.45"/>
    <circle cx="200" cy="36" r="6" fill="${p.third}"/>
    <rect x="46" y="322" width="308" height="10" rx="5" fill="${p.ink}" opacity="0.25"/>`,

  lantern: (p) => `
    <circle cx="200" cy="200" r="150" fill="${p.glow}" opacity="0.22"/>
    <circle cx="200" cy="200" r="100" fill="${p.glow}" opacity="0.3"/>
    <path d="M148 96 A52 52 0 0 1 252 96" fill="none" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/>
    <path d="M140 128 L260 128 L238 92 L162 92 Z" fill="${p.main}"/>
    <rect x="130" y="120" width="140" height="16" rx="8" fill="${p.mainDark}"/>
    <rect x="150" y="134" width="100" height="142" rx="16" fill="${p.glow}"/>
    <ellipse cx="200" cy="204" rx="20" ry="36" fill="${hsl(36, 100, 58)}"/>
    <ellipse cx="200" cy="214" rx="9" ry="18" fill="${p.paper}"/>
    <path d="M172 136 V274 M228 136 V274" stroke="${p.ink}" stroke-width="6" opacity="0.4"/>
    <rect x="132" y="268" width="136" height="54" rx="12" fill="${p.main}"/>
    <rect x="132" y="268" width="136" height="14" rx="7" fill="${p.mainDark}"/>
    <rect x="184" y="296" width="32" height="12" rx="6" fill="${p.ink}" opacity="0.5"/>`,

  kayak: (p) => `
    <path d="M30 316 q25 -16 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0" fill="none" stroke="${p.paper}" stroke-width="8" stroke-linecap="round" opacity="0.8"/>
    <g transform="rotate(-14 200 220)">
      <path d="M20 226 Q200 148 380 226 Q200 292 20 226 Z" fill="${p.main}"/>
      <path d="M30 224 Q200 166 370 224 Q200 204 30 224 Z" fill="${p.mainLight}"/>
      <path d="M20 226 Q200 292 380 226 Q200 270 20 226 Z" fill="${p.mainDark}"/>
      <ellipse cx="206" cy="214" rx="52" ry="17" fill="${p.ink}"/>
      <ellipse cx="206" cy="214" rx="52" ry="17" fill="none" stroke="${p.mainDark}" stroke-width="5"/>
    </g>
    <path d="M104 104 L302 322" stroke="${p.ink}" stroke-width="9" stroke-linecap="round"/>
    <ellipse cx="96" cy="94" rx="17" ry="40" transform="rotate(-42 96 94)" fill="${p.second}"/>
    <ellipse cx="310" cy="332" rx="17" ry="40" transform="rotate(-42 310 332)" fill="${p.second}"/>`,

  bike: (p) => {
    const spokes = (cx: number, cy: number): string =>
      Array.from({ length: 9 }, (_, i) => {
        const a = (i / 9) * Math.PI;
        return `M${round(cx + Math.cos(a) * 70)} ${round(cy + Math.sin(a) * 70)} L${round(cx - Math.cos(a) * 70)} ${round(cy - Math.sin(a) * 70)}`;
      }).join(' ');
    return `
    <path d="${spokes(108, 262)} ${spokes(294, 262)}" stroke="${p.metalDark}" stroke-width="2.5"/>
    <circle cx="108" cy="262" r="76" fill="none" stroke="${p.ink}" stroke-width="14"/>
    <circle cx="294" cy="262" r="76" fill="none" stroke="${p.ink}" stroke-width="14"/>
    <circle cx="108" cy="262" r="66" fill="none" stroke="${p.metal}" stroke-width="4"/>
    <circle cx="294" cy="262" r="66" fill="none" stroke="${p.metal}" stroke-width="4"/>
    <path d="M108 262 L196 264 L176 148 Z M176 148 L272 148 L196 264 M272 148 L294 262" fill="none" stroke="${p.main}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M272 148 L264 116" stroke="${p.ink}" stroke-width="9" stroke-linecap="round"/>
    <path d="M246 112 H280 Q294 112 294 128" fill="none" stroke="${p.ink}" stroke-width="9" stroke-linecap="round"/>
    <path d="M176 148 L172 124" stroke="${p.metalDark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M144 116 H200 Q196 130 178 130 H156 Q144 130 144 116 Z" fill="${p.ink}"/>
    <circle cx="196" cy="264" r="16" fill="${p.metalDark}"/>
    <path d="M196 264 L214 296" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>
    <rect x="204" y="292" width="26" height="8" rx="4" fill="${p.ink}"/>
    <circle cx="108" cy="262" r="8" fill="${p.ink}"/>
    <circle cx="294" cy="262" r="8" fill="${p.ink}"/>`;
  },

  skis: (p) => `
    <g transform="rotate(-18 200 200)">
      <rect x="176" y="26" width="36" height="344" rx="18" fill="${p.main}"/>
      <rect x="186" y="40" width="8" height="310" rx="4" fill="${p.mainLight}" opacity="0.8"/>
      <rect x="168" y="196" width="52" height="40" rx="8" fill="${p.ink}"/>
    </g>
    <g transform="rotate(18 200 200)">
      <rect x="188" y="26" width="36" height="344" rx="18" fill="${p.second}"/>
      <rect x="198" y="40" width="8" height="310" rx="4" fill="${p.paper}" opacity="0.5"/>
      <rect x="180" y="196" width="52" height="40" rx="8" fill="${p.ink}"/>
    </g>
    <path d="M92 54 L130 342 M308 54 L270 342" stroke="${p.metalDark}" stroke-width="7" stroke-linecap="round"/>
    <rect x="82" y="40" width="20" height="46" rx="8" transform="rotate(-7 92 63)" fill="${p.ink}"/>
    <rect x="298" y="40" width="20" height="46" rx="8" transform="rotate(7 308 63)" fill="${p.ink}"/>
    <ellipse cx="126" cy="314" rx="18" ry="6" fill="none" stroke="${p.ink}" stroke-width="5"/>
    <ellipse cx="274" cy="314" rx="18" ry="6" fill="none" stroke="${p.ink}" stroke-width="5"/>`,

  camera: (p) => `
    <rect x="84" y="114" width="30" height="14" rx="4" fill="${p.main}"/>
    <path d="M150 124 L172 80 H252 L274 124 Z" fill="${p.ink}"/>
    <rect x="188" y="70" width="48" height="14" rx="4" fill="${p.metalDark}"/>
    <rect x="60" y="118" width="284" height="196" rx="30" fill="${p.ink}"/>
    <rect x="60" y="118" width="84" height="196" rx="30" fill="${p.shadow}"/>
    <rect x="60" y="150" width="284" height="14" fill="${p.main}"/>
    <circle cx="222" cy="222" r="86" fill="${p.metal}"/>
    <circle cx="222" cy="222" r="72" fill="${p.ink}"/>
    <circle cx="222" cy="222" r="54" fill="${hsl(220, 40, 24)}"/>
    <circle cx="222" cy="222" r="34" fill="${p.mainDark}"/>
    <circle cx="222" cy="222" r="16" fill="${hsl(220, 50, 12)}"/>
    <circle cx="202" cy="200" r="11" fill="${p.paper}" opacity="0.75"/>
    <circle cx="246" cy="246" r="5" fill="${p.paper}" opacity="0.4"/>
    <rect x="300" y="134" width="28" height="10" rx="5" fill="${p.third}"/>`,

  drone: (p) => {
    const arms: Array<[number, number]> = [
      [84, 124],
      [316, 124],
      [84, 276],
      [316, 276],
    ];
    const armLines = arms
      .map(
        ([x, y]) =>
          `<path d="M200 200 L${x} ${y}" stroke="${p.ink}" stroke-width="16" stroke-linecap="round"/>`,
      )
      .join('');
    const rotors = arms
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="56" fill="${p.paper}" opacity="0.35"/>` +
          `<ellipse cx="${x}" cy="${y}" rx="60" ry="9" fill="${p.metalDark}" opacity="0.85"/>` +
          `<circle cx="${x}" cy="${y}" r="14" fill="${p.ink}"/>`,
      )
      .join('');
    return `
    ${armLines}
    ${rotors}
    <rect x="140" y="150" width="120" height="100" rx="36" fill="${p.main}"/>
    <rect x="158" y="162" width="84" height="20" rx="10" fill="${p.mainLight}" opacity="0.8"/>
    <circle cx="174" cy="224" r="6" fill="${p.third}"/>
    <circle cx="226" cy="224" r="6" fill="${p.second}"/>
    <rect x="186" y="244" width="28" height="18" fill="${p.ink}"/>
    <circle cx="200" cy="276" r="24" fill="${p.ink}"/>
    <circle cx="200" cy="276" r="11" fill="${p.metal}"/>`;
  },

  speaker: (p) => `
    <path d="M312 150 A60 60 0 0 1 312 250 M336 120 A100 100 0 0 1 336 280" fill="none" stroke="${p.main}" stroke-width="10" stroke-linecap="round" opacity="0.75"/>
    <rect x="96" y="44" width="200" height="300" rx="24" fill="${p.ink}"/>
    <rect x="110" y="58" width="172" height="272" rx="16" fill="${p.shadow}"/>
    <circle cx="196" cy="122" r="34" fill="${p.metalDark}"/>
    <circle cx="196" cy="122" r="22" fill="${p.ink}"/>
    <circle cx="196" cy="122" r="10" fill="${p.main}"/>
    <circle cx="196" cy="238" r="72" fill="${p.metalDark}"/>
    <circle cx="196" cy="238" r="60" fill="${p.ink}"/>
    <circle cx="196" cy="238" r="48" fill="${p.mainDark}"/>
    <circle cx="196" cy="238" r="20" fill="${p.main}"/>
    <circle cx="186" cy="228" r="6" fill="${p.paper}" opacity="0.5"/>
    <circle cx="260" cy="314" r="5" fill="${p.third}"/>`,

  guitar: (p) => `
    <g transform="rotate(-32 200 220) translate(0 -34)">
      <path d="M200 150 C238 150 262 172 262 200 C262 224 244 232 244 248 C244 262 286 272 286 308 C286 356 248 384 200 384 C152 384 114 356 114 308 C114 272 156 262 156 248 C156 232 138 224 138 200 C138 172 162 150 200 150 Z" fill="${p.main}"/>
      <path d="M200 160 C232 160 252 178 252 200 C252 222 234 232 234 248 C234 266 276 276 276 308 C276 350 242 374 200 374 C158 374 124 350 124 308 C124 276 166 266 166 248 C166 232 148 222 148 200 C148 178 168 160 200 160 Z" fill="none" stroke="${p.mainLight}" stroke-width="4" opacity="0.7"/>
      <circle cx="200" cy="262" r="30" fill="none" stroke="${p.mainDark}" stroke-width="6"/>
      <circle cx="200" cy="262" r="22" fill="${p.ink}"/>
      <rect x="188" y="30" width="24" height="206" fill="${p.woodDark}"/>
      <path d="M188 70 H212 M188 104 H212 M188 136 H212 M188 164 H212" stroke="${p.metal}" stroke-width="2.5"/>
      <rect x="181" y="-6" width="38" height="42" rx="8" fill="${p.ink}"/>
      <circle cx="175" cy="4" r="6" fill="${p.metal}"/>
      <circle cx="175" cy="24" r="6" fill="${p.metal}"/>
      <circle cx="225" cy="4" r="6" fill="${p.metal}"/>
      <circle cx="225" cy="24" r="6" fill="${p.metal}"/>
      <rect x="170" y="318" width="60" height="14" rx="4" fill="${p.ink}"/>
      <path d="M194 32 V324 M198.5 32 V324 M203 32 V324 M207.5 32 V324" stroke="${p.paper}" stroke-width="1.5"/>
    </g>`,

  projector: (p) => `
    <path d="M252 214 L396 110 L396 330 L252 260 Z" fill="${p.glow}" opacity="0.45"/>
    <rect x="376" y="100" width="14" height="240" rx="4" fill="${p.paper}" opacity="0.8"/>
    <rect x="40" y="168" width="228" height="124" rx="24" fill="${p.main}"/>
    <rect x="40" y="168" width="228" height="30" rx="15" fill="${p.mainLight}" opacity="0.6"/>
    <path d="M70 218 H160 M70 238 H160 M70 258 H160" stroke="${p.mainDark}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="222" cy="236" r="42" fill="${p.ink}"/>
    <circle cx="222" cy="236" r="28" fill="${p.metalDark}"/>
    <circle cx="222" cy="236" r="14" fill="${p.glow}"/>
    <rect x="176" y="182" width="24" height="8" rx="4" fill="${p.ink}" opacity="0.5"/>
    <rect x="62" y="290" width="30" height="16" rx="4" fill="${p.ink}"/>
    <rect x="216" y="290" width="30" height="16" rx="4" fill="${p.ink}"/>`,

  balloons: (p) => {
    const balloon = (cx: number, cy: number, rx: number, ry: number, fill: string): string =>
      `<path d="M${cx} ${cy + ry} Q${cx - 20} ${cy + ry + 70} ${200 + (cx - 200) * 0.15} 330" fill="none" stroke="${p.ink}" stroke-width="2.5" opacity="0.6"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>` +
      `<path d="M${cx - 9} ${cy + ry + 12} L${cx} ${cy + ry - 2} L${cx + 9} ${cy + ry + 12} Z" fill="${fill}"/>` +
      `<ellipse cx="${cx - rx * 0.38}" cy="${cy - ry * 0.4}" rx="${round(rx * 0.16)}" ry="${round(ry * 0.24)}" transform="rotate(20 ${cx - rx * 0.38} ${cy - ry * 0.4})" fill="${p.paper}" opacity="0.6"/>`;
    return `
    ${balloon(136, 140, 62, 76, p.main)}
    ${balloon(270, 112, 62, 76, p.second)}
    ${balloon(206, 196, 58, 70, p.third)}
    <path d="M188 330 L200 322 L212 330 L200 338 Z" fill="${p.ink}"/>`;
  },

  'party-tent': (p) => {
    const base = 150;
    const stripes = Array.from({ length: 8 }, (_, i) => {
      if (i % 2 === 1) return '';
      const x0 = 40 + i * 40;
      return `<path d="M200 64 L${x0} ${base} L${x0 + 40} ${base} Z" fill="${p.paper}"/>`;
    }).join('');
    const scallops = Array.from({ length: 8 }, () => 'q-20 26 -40 0').join(' ');
    const bunting = Array.from({ length: 7 }, (_, i) => {
      const x = 76 + i * 42;
      const y = 192 + Math.sin((i / 6) * Math.PI) * 18;
      const fill = [p.main, p.third, p.second][i % 3];
      return `<path d="M${x - 12} ${round(y)} L${x + 12} ${round(y)} L${x} ${round(y + 24)} Z" fill="${fill}"/>`;
    }).join('');
    return `
    <path d="M110 170 V330 M290 170 V330" stroke="${p.metalDark}" stroke-width="8"/>
    <path d="M200 64 L360 ${base} L40 ${base} Z" fill="${p.main}"/>
    ${stripes}
    <path d="M40 ${base} H360 V${base + 16} ${scallops} Z" fill="${p.mainDark}"/>
    <path d="M56 166 V334 M344 166 V334" stroke="${p.ink}" stroke-width="9" stroke-linecap="round"/>
    <path d="M56 190 Q200 226 344 190" fill="none" stroke="${p.ink}" stroke-width="2"/>
    ${bunting}
    <rect x="140" y="270" width="120" height="12" rx="4" fill="${p.paper}"/>
    <path d="M156 282 V332 M244 282 V332" stroke="${p.ink}" stroke-width="6"/>
    <rect x="178" y="240" width="44" height="30" rx="4" fill="${p.second}"/>
    <rect x="178" y="240" width="44" height="8" fill="${p.paper}"/>
    <path d="M200 226 V240" stroke="${p.ink}" stroke-width="3"/>
    <circle cx="200" cy="224" r="4" fill="${p.glow}"/>`;
  },

  stroller: (p) => `
    <path d="M300 176 L338 86" stroke="${p.ink}" stroke-width="11" stroke-linecap="round"/>
    <path d="M324 80 L360 94" stroke="${p.ink}" stroke-width="18" stroke-linecap="round"/>
    <path d="M150 248 L116 306 M150 248 L292 306 M250 248 L116 306 M250 248 L284 306" stroke="${p.metalDark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M72 172 H306 Q306 252 226 254 H152 Q72 252 72 172 Z" fill="${p.main}"/>
    <path d="M84 190 H296" stroke="${p.mainLight}" stroke-width="8" stroke-linecap="round" opacity="0.8"/>
    <path d="M78 176 A116 116 0 0 1 194 60 L194 176 Z" fill="${p.mainDark}"/>
    <path d="M118 176 A78 78 0 0 1 194 98 M154 176 A40 40 0 0 1 194 136" fill="none" stroke="${p.main}" stroke-width="5" opacity="0.6"/>
    ${wheel(116, 306, 32, p)}
    ${wheel(288, 306, 32, p)}`,

  sofa: (p) => `
    <rect x="62" y="110" width="276" height="130" rx="30" fill="${p.mainDark}"/>
    <rect x="84" y="128" width="110" height="96" rx="20" fill="${p.main}"/>
    <rect x="206" y="128" width="110" height="96" rx="20" fill="${p.main}"/>
    <rect x="80" y="212" width="240" height="84" rx="16" fill="${p.main}"/>
    <path d="M200 216 V292" stroke="${p.mainDark}" stroke-width="5"/>
    <rect x="80" y="212" width="240" height="14" rx="7" fill="${p.mainLight}" opacity="0.6"/>
    <rect x="36" y="172" width="62" height="136" rx="26" fill="${p.mainDark}"/>
    <rect x="302" y="172" width="62" height="136" rx="26" fill="${p.mainDark}"/>
    <rect x="36" y="172" width="62" height="22" rx="11" fill="${p.main}" opacity="0.6"/>
    <rect x="302" y="172" width="62" height="22" rx="11" fill="${p.main}" opacity="0.6"/>
    <rect x="108" y="150" width="64" height="60" rx="14" transform="rotate(-12 140 180)" fill="${p.third}"/>
    <rect x="56" y="300" width="16" height="34" rx="4" fill="${p.woodDark}"/>
    <rect x="328" y="300" width="16" height="34" rx="4" fill="${p.woodDark}"/>`,

  broom: (p) => `
    <path d="M334 30 L286 246" stroke="${p.wood}" stroke-width="13" stroke-linecap="round"/>
    <path d="M256 240 L318 254 L328 340 L224 316 Z" fill="${hsl(44, 75, 62)}"/>
    <path d="M252 248 L320 262" stroke="${p.mainDark}" stroke-width="12" stroke-linecap="round"/>
    <path d="M250 272 L238 316 M268 276 L260 322 M286 280 L282 328 M304 282 L304 334" stroke="${hsl(40, 60, 44)}" stroke-width="4"/>
    <path d="M86 200 Q170 108 254 200" fill="none" stroke="${p.metalDark}" stroke-width="7"/>
    <path d="M76 198 L264 198 L244 336 L96 336 Z" fill="${p.main}"/>
    <rect x="66" y="186" width="208" height="24" rx="10" fill="${p.mainDark}"/>
    <rect x="96" y="232" width="18" height="80" rx="9" fill="${p.mainLight}" opacity="0.7"/>
    <ellipse cx="170" cy="190" rx="84" ry="8" fill="${p.glass}"/>
    ${sparkle(104, 96, 26, p.paper)}
    ${sparkle(158, 56, 16, p.paper)}
    ${sparkle(60, 148, 12, p.paper)}`,

  truck: (p) => `
    <rect x="24" y="94" width="240" height="176" rx="12" fill="${p.paper}"/>
    <rect x="24" y="94" width="240" height="22" rx="11" fill="${p.metal}"/>
    <rect x="24" y="196" width="240" height="28" fill="${p.main}"/>
    <path d="M120 150 l22 -22 l22 22 v24 h-44 z" fill="${p.mainDark}"/>
    <path d="M266 146 H326 Q344 146 354 170 L378 214 V272 H266 Z" fill="${p.main}"/>
    <path d="M280 160 H320 Q330 160 336 174 L350 206 H280 Z" fill="${p.glass}"/>
    <rect x="352" y="236" width="26" height="10" rx="4" fill="${p.glow}"/>
    <rect x="20" y="262" width="364" height="20" rx="6" fill="${p.ink}"/>
    ${wheel(92, 286, 36, p)}
    ${wheel(318, 286, 36, p)}`,

  lessons: (p) => `
    <rect x="70" y="296" width="250" height="44" rx="8" fill="${p.main}"/>
    <rect x="90" y="304" width="222" height="28" rx="4" fill="${p.paper}"/>
    <rect x="96" y="252" width="226" height="44" rx="8" fill="${p.second}"/>
    <rect x="104" y="260" width="200" height="28" rx="4" fill="${p.paper}"/>
    <rect x="84" y="212" width="236" height="40" rx="8" fill="${p.mainDark}"/>
    <rect x="98" y="220" width="206" height="24" rx="4" fill="${p.paper}"/>
    <path d="M136 166 V204 Q200 236 264 204 V166 L200 192 Z" fill="${p.shadow}"/>
    <path d="M200 82 L344 138 L200 194 L56 138 Z" fill="${p.ink}"/>
    <path d="M200 138 L316 152 V210" fill="none" stroke="${p.glow}" stroke-width="6" stroke-linecap="round"/>
    <rect x="306" y="206" width="20" height="34" rx="6" fill="${p.glow}"/>
    <circle cx="200" cy="138" r="9" fill="${p.glow}"/>`,

  cabin: (p) => `
    ${pine(52, 340, 190, p.leaf, p.woodDark)}
    ${pine(356, 340, 160, p.leaf, p.woodDark)}
    <rect x="262" y="96" width="26" height="70" fill="${p.ink}"/>
    <circle cx="284" cy="72" r="14" fill="${p.paper}" opacity="0.6"/>
    <circle cx="300" cy="46" r="18" fill="${p.paper}" opacity="0.45"/>
    <path d="M200 48 L352 330 L48 330 Z" fill="${p.main}"/>
    <path d="M200 104 L312 330 L88 330 Z" fill="${p.wood}"/>
    <path d="M200 104 L312 330 L292 330 L200 146 Z" fill="${p.woodDark}" opacity="0.35"/>
    <path d="M200 140 L244 226 L156 226 Z" fill="${p.glow}"/>
    <path d="M200 140 V226 M176 190 H224" stroke="${p.woodDark}" stroke-width="5"/>
    <rect x="178" y="256" width="44" height="74" rx="4" fill="${p.woodDark}"/>
    <circle cx="212" cy="296" r="4" fill="${p.glow}"/>
    <rect x="60" y="326" width="280" height="14" rx="4" fill="${p.mainDark}"/>`,

  parking: (p) => `
    <path d="M150 344 L190 296 M250 344 L262 296 M350 344 L334 296" stroke="${p.paper}" stroke-width="8" opacity="0.8"/>
    <rect x="78" y="120" width="14" height="222" fill="${p.metalDark}"/>
    <rect x="26" y="26" width="118" height="118" rx="20" fill="${hsl(214, 72, 44)}"/>
    <rect x="34" y="34" width="102" height="102" rx="14" fill="none" stroke="${p.paper}" stroke-width="5"/>
    ${strokeText('P', 62, 54, 64, p.paper, 22)}
    <path d="M150 276 Q154 236 192 230 L230 192 Q240 182 262 182 H312 Q332 182 344 198 L366 230 Q388 236 390 268 V290 H150 Z" fill="${p.main}"/>
    <path d="M204 230 L236 198 H270 V230 Z M282 198 H310 Q322 198 330 210 L344 230 H282 Z" fill="${p.glass}"/>
    <rect x="150" y="250" width="240" height="10" fill="${p.mainDark}" opacity="0.6"/>
    <rect x="370" y="248" width="18" height="12" rx="4" fill="${p.glow}"/>
    ${wheel(206, 292, 28, p)}
    ${wheel(336, 292, 28, p)}`,

  storage: (p) => {
    const ribs = Array.from({ length: 10 }, (_, i) => `M94 ${150 + i * 18} H276`).join(' ');
    return `
    <rect x="46" y="88" width="270" height="252" fill="${p.metal}"/>
    <rect x="36" y="70" width="290" height="30" rx="6" fill="${p.mainDark}"/>
    <rect x="86" y="124" width="198" height="216" fill="${p.main}"/>
    <path d="${ribs}" stroke="${p.mainDark}" stroke-width="4"/>
    <rect x="160" y="306" width="50" height="12" rx="6" fill="${p.ink}"/>
    <rect x="162" y="106" width="46" height="12" rx="3" fill="${p.ink}"/>
    <rect x="262" y="252" width="110" height="90" rx="4" fill="${p.cardboard}"/>
    <rect x="262" y="252" width="110" height="16" fill="${p.cardboardDark}"/>
    <rect x="310" y="252" width="14" height="36" fill="${p.glow}" opacity="0.8"/>
    <rect x="282" y="190" width="76" height="62" rx="4" fill="${p.cardboardDark}"/>
    <rect x="282" y="190" width="76" height="12" fill="${p.cardboard}"/>
    <rect x="300" y="216" width="40" height="22" rx="3" fill="${p.paper}"/>`;
  },

  venue: (p) => {
    const windows = [100, 172, 244]
      .map(
        (x) =>
          `<path d="M${x} 300 V222 A28 28 0 0 1 ${x + 56} 222 V300 Z" fill="${p.glow}"/>` +
          `<path d="M${x + 28} 196 V300 M${x} 250 H${x + 56}" stroke="${p.mainDark}" stroke-width="4"/>`,
      )
      .join('');
    const bulbs = Array.from({ length: 9 }, (_, i) => {
      const t = i / 8;
      const x = 40 + t * 320;
      const y = 150 + Math.sin(t * Math.PI * 2) * 0 + Math.abs(Math.sin(t * Math.PI * 2)) * 28;
      return `<circle cx="${round(x)}" cy="${round(y + 6)}" r="7" fill="${p.glow}"/>`;
    }).join('');
    return `
    <rect x="62" y="132" width="276" height="200" fill="${p.paper}"/>
    <path d="M40 138 L200 54 L360 138 Z" fill="${p.main}"/>
    <path d="M40 138 H360" stroke="${p.mainDark}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="200" cy="102" r="18" fill="${p.paper}"/>
    <circle cx="200" cy="102" r="8" fill="${p.mainDark}"/>
    ${windows}
    <path d="M40 150 Q120 206 200 150 Q280 206 360 150" fill="none" stroke="${p.ink}" stroke-width="2.5"/>
    ${bulbs}
    <rect x="50" y="326" width="300" height="16" rx="4" fill="${p.metalDark}"/>`;
  },

  box: (p) => `
    <path d="M80 160 L220 194 L330 150 L190 124 Z" fill="${p.cardboard}"/>
    <path d="M80 160 L220 194 L220 342 L80 306 Z" fill="${hsl(32, 50, 58)}"/>
    <path d="M220 194 L330 150 L330 298 L220 342 Z" fill="${p.cardboardDark}"/>
    <path d="M134 143 L272 175 L272 187 L134 155 Z" fill="${p.main}" opacity="0.9"/>
    <path d="M246 184 L272 175 L272 322 L246 332 Z" fill="${p.main}" opacity="0.75"/>
    <path d="M102 240 L176 258 L176 300 L102 282 Z" fill="${p.paper}"/>
    <path d="M112 256 L164 268 M112 270 L150 279" stroke="${p.ink}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>
    <path d="M282 200 l18 -7 M282 214 l18 -7" stroke="${p.ink}" stroke-width="4" stroke-linecap="round" opacity="0.35"/>`,
};

// ---------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------

function motifGroup(
  motif: Motif,
  palette: Palette,
  cx: number,
  cy: number,
  size: number,
  rotate = 0,
): string {
  const scale = size / 400;
  const draw = MOTIF_DRAWERS[motif];
  return (
    `<g transform="translate(${round(cx)} ${round(cy)}) rotate(${rotate}) scale(${round(scale, 4)}) translate(-200 -200)">` +
    `<ellipse cx="200" cy="346" rx="170" ry="16" fill="${palette.shadow}" opacity="0.18"/>` +
    draw(palette) +
    `</g>`
  );
}

function dots(
  rand: () => number,
  count: number,
  w: number,
  h: number,
  color: string,
  maxR: number,
): string {
  return Array.from({ length: count }, () => {
    const r = round(maxR * (0.3 + rand() * 0.7));
    return `<circle cx="${round(rand() * w)}" cy="${round(rand() * h)}" r="${r}" fill="${color}"/>`;
  }).join('');
}

function labelPill(label: string, w: number, h: number, p: Palette): string {
  const size = Math.round(h * 0.045);
  const textWidth = (measureText(label) * size) / 100;
  if (textWidth === 0) return '';
  const padX = size * 0.9;
  const pillW = Math.min(textWidth + padX * 2, w * 0.9);
  const pillH = size * 2.2;
  const x = w * 0.05;
  const y = h - h * 0.05 - pillH;
  return (
    `<rect x="${round(x)}" y="${round(y)}" width="${round(pillW)}" height="${round(pillH)}" rx="${round(pillH / 2)}" fill="${p.paper}" opacity="0.92"/>` +
    strokeText(label, x + padX, y + (pillH - size) / 2, size, p.ink, 14)
  );
}

const svgOpen = (w: number, h: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/** SVG markup of a listing picture. Variants 0, 1, 2 are three compositions; higher ones cycle with shifted hues. */
export function listingSvg(
  art: ArtDescriptor,
  variant = 0,
  opts: ListingImageOptions = {},
): string {
  const w = opts.width ?? LISTING_IMAGE_WIDTH;
  const h = opts.height ?? LISTING_IMAGE_HEIGHT;
  const v = Math.abs(Math.trunc(variant));
  const layout = (v % 3) as 0 | 1 | 2;
  const cycle = Math.floor(v / 3);
  const hue = art.hue + cycle * 47 + (layout === 1 ? 32 : 0);
  const accent = art.accent + cycle * 23;
  const p = makePalette(hue, accent, layout === 2 ? 2 : layout === 1 ? 1 : 0);
  const rand = seededRandom(hashString(`${art.motif}|${art.hue}|${art.accent}|${v}|${w}x${h}`));
  const m = Math.min(w, h);
  const parts: string[] = [svgOpen(w, h)];

  if (layout === 0) {
    parts.push(
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient></defs>`,
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      dots(rand, 14, w, h * 0.6, p.soft, m * 0.012),
      `<circle cx="${round(w / 2)}" cy="${round(h * 0.47)}" r="${round(m * 0.4)}" fill="${p.soft}" opacity="0.7"/>`,
      `<rect x="0" y="${round(h * 0.82)}" width="${w}" height="${round(h * 0.18)}" fill="${p.bgDeep}" opacity="0.35"/>`,
      motifGroup(art.motif, p, w / 2, h * 0.5, m * 0.78),
    );
  } else if (layout === 1) {
    const stripes = Array.from({ length: 7 }, (_, i) => {
      const x = -h + i * (w + h) * 0.16 + rand() * 20;
      return `<path d="M${round(x)} ${h} L${round(x + h)} 0" stroke="${p.soft}" stroke-width="${round(m * 0.05)}" opacity="0.35"/>`;
    }).join('');
    parts.push(
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient></defs>`,
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      stripes,
      `<circle cx="${round(w * 0.9)}" cy="${round(h * 0.08)}" r="${round(m * 0.3)}" fill="${p.mainLight}" opacity="0.45"/>`,
      `<circle cx="${round(w * 0.06)}" cy="${round(h * 0.95)}" r="${round(m * 0.26)}" fill="${p.second}" opacity="0.25"/>`,
      `<rect x="${round(w * 0.3)}" y="${round(h * 0.14)}" width="${round(w * 0.6)}" height="${round(h * 0.72)}" rx="${round(m * 0.06)}" fill="${p.paper}" opacity="0.55"/>`,
      motifGroup(art.motif, p, w * 0.6, h * 0.5, m * 0.7, -6),
    );
  } else {
    const floorY = h * 0.74;
    parts.push(
      `<defs><radialGradient id="bg" cx="0.35" cy="0.35" r="0.9"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></radialGradient></defs>`,
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      dots(rand, 26, w, floorY, p.soft, m * 0.008),
      `<circle cx="${round(w * 0.8)}" cy="${round(h * 0.24)}" r="${round(m * 0.15)}" fill="${p.glow}" opacity="0.12"/>`,
      `<circle cx="${round(w * 0.8)}" cy="${round(h * 0.24)}" r="${round(m * 0.09)}" fill="${p.paper}" opacity="0.9"/>`,
      `<circle cx="${round(w * 0.78)}" cy="${round(h * 0.22)}" r="${round(m * 0.018)}" fill="${p.metal}" opacity="0.5"/>`,
      `<circle cx="${round(w * 0.825)}" cy="${round(h * 0.27)}" r="${round(m * 0.012)}" fill="${p.metal}" opacity="0.5"/>`,
      `<rect x="0" y="${round(floorY)}" width="${w}" height="${round(h - floorY)}" fill="${p.bgDeep}"/>`,
      `<circle cx="${round(w * 0.4)}" cy="${round(h * 0.5)}" r="${round(m * 0.36)}" fill="${p.mainLight}" opacity="0.16"/>`,
      motifGroup(art.motif, p, w * 0.4, h * 0.5, m * 0.92),
    );
  }
  if (opts.label) parts.push(labelPill(opts.label, w, h, p));
  parts.push('</svg>');
  return parts.join('');
}

/** SVG markup of a round-cornered avatar with initials (stroke alphabet, no fonts needed). */
export function avatarSvg(initials: string, hue: number, size = AVATAR_SIZE): string {
  const text = [...initials.toUpperCase()]
    .filter((c) => GLYPHS[c] && c !== ' ')
    .slice(0, 3)
    .join('');
  const top = hsl(hue, 62, 58);
  const bottom = hsl(hue + 28, 58, 42);
  const capHeight = size * (text.length > 2 ? 0.28 : 0.34);
  const textWidth = (measureText(text) * capHeight) / 100;
  return (
    svgOpen(size, size) +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<circle cx="${round(size * 0.86)}" cy="${round(size * 0.12)}" r="${round(size * 0.3)}" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="${round(size * 0.1)}" cy="${round(size * 0.96)}" r="${round(size * 0.24)}" fill="#000000" opacity="0.08"/>` +
    strokeText(text, (size - textWidth) / 2, (size - capHeight) / 2, capHeight, '#ffffff', 15) +
    '</svg>'
  );
}

/** SVG markup of a wide blog cover: pictogram on the right, soft landscape and pattern on the left. */
export function blogCoverSvg(
  art: ArtDescriptor,
  width = BLOG_COVER_WIDTH,
  height = BLOG_COVER_HEIGHT,
): string {
  const p = makePalette(art.hue, art.accent, 0);
  const rand = seededRandom(hashString(`cover|${art.motif}|${art.hue}|${art.accent}`));
  const w = width;
  const h = height;
  const grid: string[] = [];
  const cols = 6;
  const rows = 4;
  const cell = h * 0.1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = w * 0.06 + c * cell * 1.2;
      const y = h * 0.12 + r * cell * 1.2;
      const kind = Math.floor(rand() * 3);
      const color = [p.mainLight, p.paper, p.second][Math.floor(rand() * 3)] ?? p.paper;
      const opacity = round(0.35 + rand() * 0.4);
      if (kind === 0) {
        grid.push(
          `<circle cx="${round(x + cell / 2)}" cy="${round(y + cell / 2)}" r="${round(cell * 0.32)}" fill="${color}" opacity="${opacity}"/>`,
        );
      } else if (kind === 1) {
        grid.push(
          `<rect x="${round(x + cell * 0.18)}" y="${round(y + cell * 0.18)}" width="${round(cell * 0.64)}" height="${round(cell * 0.64)}" rx="${round(cell * 0.14)}" fill="${color}" opacity="${opacity}"/>`,
        );
      } else {
        grid.push(
          `<path d="M${round(x + cell / 2)} ${round(y + cell * 0.14)} L${round(x + cell * 0.86)} ${round(y + cell * 0.82)} H${round(x + cell * 0.14)} Z" fill="${color}" opacity="${opacity}"/>`,
        );
      }
    }
  }
  return [
    svgOpen(w, h),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    grid.join(''),
    `<circle cx="${round(w * 0.7)}" cy="${round(h * 0.44)}" r="${round(h * 0.38)}" fill="${p.soft}" opacity="0.75"/>`,
    `<path d="M0 ${round(h * 0.8)} Q${round(w * 0.25)} ${round(h * 0.66)} ${round(w * 0.5)} ${round(h * 0.78)} T${w} ${round(h * 0.74)} V${h} H0 Z" fill="${p.bgDeep}" opacity="0.45"/>`,
    `<path d="M0 ${round(h * 0.9)} Q${round(w * 0.3)} ${round(h * 0.8)} ${round(w * 0.62)} ${round(h * 0.9)} T${w} ${round(h * 0.86)} V${h} H0 Z" fill="${p.bgDeep}" opacity="0.6"/>`,
    motifGroup(art.motif, p, w * 0.7, h * 0.47, h * 0.68),
    '</svg>',
  ].join('');
}

// ---------------------------------------------------------------------------------------
// Rasterising
// ---------------------------------------------------------------------------------------

const toWebp = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();

/** A listing picture as WebP (1200×900 unless told otherwise). */
export function renderListingImage(
  art: ArtDescriptor,
  variant: number,
  opts: ListingImageOptions = {},
): Promise<Buffer> {
  return toWebp(listingSvg(art, variant, opts));
}

/** A 256×256 WebP avatar with the given initials. */
export function renderAvatar(initials: string, hue: number): Promise<Buffer> {
  return toWebp(avatarSvg(initials, hue));
}

/** A 1600×900 WebP blog cover. */
export function renderBlogCover(art: ArtDescriptor): Promise<Buffer> {
  return toWebp(blogCoverSvg(art));
}

/**
 * Every stored rendition of one picture: `large`, `medium`, `thumb` widths from
 * IMAGE_SIZES, 4:3, cropped to fill, as WebP. Accepts SVG markup (string or Buffer) or any
 * raster image sharp reads (an upload); EXIF orientation is applied. The source is decoded
 * once; smaller pictures are enlarged so every rendition has the exact size.
 */
export async function renderSizes(
  svgOrBuffer: string | Buffer,
): Promise<Record<ImageSize, Buffer>> {
  const input = typeof svgOrBuffer === 'string' ? Buffer.from(svgOrBuffer) : svgOrBuffer;
  const largeWidth = IMAGE_SIZES.large;
  const { data, info } = await sharp(input)
    .rotate()
    .resize(largeWidth, (largeWidth * 3) / 4, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const entries = await Promise.all(
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map(async (size) => {
      const width = IMAGE_SIZES[size];
      const pipeline = sharp(data, { raw });
      const resized = width === largeWidth ? pipeline : pipeline.resize(width, (width * 3) / 4);
      return [
        size,
        await resized.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ImageSize, Buffer>;
}
