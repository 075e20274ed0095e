// Issue 16: the JavaScript a first visit to home, the listings grid or a listing's page needs,
// computed from the production build's manifest (sizes, not times; `npm run bench:web`
// measures the pages in a browser). Builds the app first when dist is missing or older than
// its sources (scripts/lib.mjs), as the browser tests do.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

// A path, not new URL(): jsdom's URL is not the one node:url accepts.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

/** The manifest's key for each first page's lazy route module (src/app/router.tsx). */
const FIRST_PAGES = {
  '/': 'src/app/routes/home.tsx',
  '/grid': 'src/app/routes/discovery/grid.tsx',
  '/listing-detail/:id': 'src/app/routes/discovery/listing-detail.tsx',
} as const;

/**
 * Scripts a first load starts besides its chunks, by manifest key: a listing's page starts the
 * worker that loads ICU's data (index.html, vite.config.ts).
 */
const WORKERS: Partial<Record<keyof typeof FIRST_PAGES, RegExp>> = {
  '/listing-detail/:id': /^_intl-warm-[\w-]+\.js$/,
};

/**
 * Brotli bytes of the scripts a first load needs: the target of issue 16, 120 KB. React,
 * React DOM, React Router (declarative, over lib/navigation's history) and zustand are 69 KB,
 * TanStack Query 9.8 KB, the app shell (route table, navigation, session) 17.5 KB. What only
 * signed-in visitors use, the filter sidebar, the place autocomplete, the sign-in prompt, the
 * photo viewer and what sits below a listing's fold (calendar, reviews, map) load when needed
 * (docs/performance.md). Reached: home 116.3, /grid 114.0 KB in 6 files, a listing 117.3 KB in 7
 * (its ICU warm-up worker among them).
 */
const MAX_JS_BYTES = 120 * 1024;
/** At most this many script files per first load (issue 16). */
const MAX_JS_FILES = 15;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
let manifest: Record<string, ManifestChunk>;

beforeAll(() => {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const lib = path.join(root, 'scripts/lib.mjs');
  // buildWebIfNeeded: a no-op when dist is newer than every source of the app.
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const lib = await import(${JSON.stringify(lib)}); process.exit(await lib.buildWebIfNeeded());`,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  // A build made before the manifest was switched on: build once more.
  if (!fs.existsSync(manifestPath))
    execFileSync('npm', ['run', 'build', '-w', '@ownless/web'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
  manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}, 180_000);

/** The chunk keys loaded for `keys`: each with its static imports, recursively. */
function withStaticImports(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const brotliSizes = new Map<string, number>();
function brotliSize(file: string): number {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file))).length;
    brotliSizes.set(file, size);
  }
  return size;
}

describe('first-page JavaScript budget (built app)', () => {
  for (const [page, route] of Object.entries(FIRST_PAGES)) {
    it(`${page}: at most ${MAX_JS_FILES} scripts and ${MAX_JS_BYTES / 1024} KB brotli`, () => {
      const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
      expect(entry, 'the manifest has an entry').toBeDefined();
      const pattern = WORKERS[page as keyof typeof FIRST_PAGES];
      const workers = pattern ? Object.keys(manifest).filter((key) => pattern.test(key)) : [];
      if (pattern) expect(workers, `${page}: its worker is in the build`).toHaveLength(1);
      const files = [...withStaticImports([entry!, route]), ...workers].map(
        (key) => manifest[key]!.file,
      );
      const bytes = files.reduce((total, file) => total + brotliSize(file), 0);
      const detail = `${page}: ${files.length} files, ${(bytes / 1024).toFixed(1)} KB brotli`;
      expect(files.length, detail).toBeLessThanOrEqual(MAX_JS_FILES);
      expect(bytes, detail).toBeLessThanOrEqual(MAX_JS_BYTES);
    });
  }
});
