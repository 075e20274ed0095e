import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type PluginOption } from 'vite';

// 127.0.0.1, not localhost: the API listens on IPv4 loopback, and localhost may resolve to ::1 first.
// It follows PORT, as the API does (`PORT=4000 npm run dev`); WEB_PORT moves Vite itself.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const webPort = Number(process.env.WEB_PORT ?? 5173);

// The dev server and `vite preview` hand the same paths to the API.
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

/**
 * The first paint does not wait for scripts. The HTML paints the navigation bar's
 * frame by itself, and the app's scripts do not block rendering. Still, preloaded scripts
 * would compete with the stylesheet at the start, so they are fetched at low priority: the
 * stylesheet comes first. Every chunk the entry imports statically is preloaded, so nothing
 * waits for the entry to be parsed before it is requested.
 */
function scriptsAfterStyles(): Plugin {
  return {
    name: 'ownless:scripts-after-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        if (!chunk || !bundle) throw new Error('index.html: the entry chunk was not found');
        const files = new Set<string>();
        const visit = (file: string) => {
          const output = bundle[file];
          if (files.has(file) || output?.type !== 'chunk') return;
          files.add(file);
          output.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        const missing = [...files]
          .map((file) => `/${file}`)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`)
          .join('');
        const entry = /(<script type="module" crossorigin src="[^"]+"><\/script>)/;
        if (!entry.test(html)) throw new Error('index.html: the entry script was not found');
        return html
          .replace(entry, `$1${missing}`)
          .replace(
            /<script type="module" crossorigin /,
            '<script type="module" crossorigin fetchpriority="low" ',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin ',
            '<link rel="modulepreload" crossorigin fetchpriority="low" ',
          );
      },
    },
  };
}

/**
 * Lingui: its macros (`t`, `<Trans>`, `msg`) become message lookups, and the .po catalogs
 * become modules when imported (lingui.config.ts). The macros go through Babel, which runs on
 * any Node the project supports; Lingui's faster native transform is a binary npm installs
 * only under Node 22 and later, and a machine whose `npm install` ran on an older Node would
 * build without it.
 */
export function linguiPlugins(): PluginOption[] {
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
  // Named, not looked for from the working folder: tests and builds start from the repository
  // root as well as from apps/web.
  const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
  const linguiConfig = getConfig({ configPath });
  return [
    lingui({ configPath }),
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath })] }),
  ];
}

/**
 * The message catalogs of the areas no first page loads (src/lib/i18n/catalogs.ts), by
 * language: the web app's and the shared contracts'.
 */
const OTHER_CATALOGS =
  /locales[\\/](\w+)[\\/](?:account|operator|owners|pages|rentals|reports|shared)\.po$/;

/** The libraries in the chunk every page loads first (`codeSplitting` below)… */
const EVERY_PAGE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|zustand|@tanstack)[\\/]|preload-helper/;
/** …but for their modules only pages loaded later use. */
const LATER_LIBRARY_MODULES =
  /@tanstack[\\/](?:react-query|query-core)[\\/].*[\\/](?:useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

/** Chunks the entry imports statically (`codeSplitting` below): on every page before any other. */
const LOADED_BY_THE_ENTRY = /^assets\/(?:rolldown-runtime|react)-[\w-]{8}\.js$/;

/** The pages whose own code is fetched with the app's (below), by path. */
const FIRST_PAGE_ROUTES: [path: RegExp, module: string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/(grid|list)(-sidebar|-map)?$/, 'src/app/routes/discovery/$1$2.tsx'],
  [/^\/buy$/, 'src/app/routes/discovery/buy.tsx'],
  [/^\/listing-detail\/[^/]+$/, 'src/app/routes/discovery/listing-detail.tsx'],
];

/**
 * The scripts start after the first paint. The HTML paints the navigation frame
 * and the opening words of home and the search pages by itself; on a slow link the app's
 * 130 KB of scripts fetched beside the stylesheet, even at low priority, share its bandwidth
 * and push that paint back. So the entry and its preloads are not in the HTML: a small inline
 * script at the end of the body adds them once the browser reports the first contentful paint
 * as shown (a frame asked for with requestAnimationFrame can still be on its way to the
 * screen when the scripts start; where paint timing is missing, that is the fallback), at once
 * in a hidden tab, which does not paint, and after 3 s at the latest. With them come the opened
 * page's own chunks, which the router would otherwise ask for only after the entry has run.
 * The server allows the inline script by its hash.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'ownless:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) throw new Error('index.html: the bundle was not found');
        const entryTag =
          /\s*<script type="module" crossorigin fetchpriority="low" src="([^"]+)"><\/script>/;
        const preloadTag =
          /\s*<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('index.html: the entry script was not found');
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
        const shared = new Set([entry, ...preloads]);
        const chunkOf = (module: string) =>
          Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${module}`),
          );
        const routes = FIRST_PAGE_ROUTES.flatMap(([pattern, module]) => {
          const modules = module.includes('$')
            ? ['grid', 'list'].flatMap((layout) =>
                ['', '-sidebar', '-map'].map((aside) => ({
                  path: `^/${layout}${aside}$`,
                  module: module.replace('$1', layout).replace('$2', aside),
                })),
              )
            : [{ path: pattern.source.replaceAll('\\/', '/'), module }];
          return modules.map(({ path, module }) => {
            const chunk = chunkOf(module);
            if (!chunk || chunk.type !== 'chunk') throw new Error(`no chunk for ${module}`);
            const files = new Set<string>();
            const visit = (file: string) => {
              const output = bundle[file];
              if (files.has(file) || output?.type !== 'chunk' || shared.has(`/${file}`)) return;
              files.add(file);
              output.imports.forEach(visit);
            };
            visit(chunk.fileName);
            return [path, [...files].map((file) => `/${file}`)] as const;
          });
        });
        const loader =
          '<script>(function(){' +
          `var f=${JSON.stringify([entry, ...preloads])},r=${JSON.stringify(routes)},` +
          'p=location.pathname.replace(/\\/+$/,"")||"/",d=document,done=0,i;' +
          'for(i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){f=f.concat(r[i][1]);break}' +
          'function go(){if(done++)return;f.forEach(function(h,i){var e=d.createElement(i?"link":"script");' +
          'if(i){e.rel="modulepreload";e.href=h}else{e.type="module";e.src=h}e.crossOrigin="";d.head.appendChild(e)})}' +
          'if(d.visibilityState==="hidden")return go();' +
          'd.addEventListener("visibilitychange",go);setTimeout(go,3e3);' +
          'var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)' +
          'new P(function(l){l.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")go()})}).observe({type:"paint",buffered:true});' +
          'else requestAnimationFrame(function(){setTimeout(go,0)})' +
          '})()</script>';
        return html
          .replace(preloadTag, '')
          .replace(entryTag, '')
          .replace('</body>', () => `  ${loader}\n  </body>`);
      },
    },
  };
}

/**
 * Home and the search pages paint their opening words from the HTML, before any script
 * (those words are their largest contentful paint). At build time src/first-paint.tsx
 * is rendered to static markup, one <template> per path and language (`lang`) after a
 * `<!--first-paint-->` marker that follows the navigation frame; the server puts the opened
 * page's markup in the page's language at the marker and drops the templates (firstPaintPages,
 * apps/server/src/modules/seo/seo.html.ts), so the words are parsed with the frame and painted
 * with it. A script would have to wait for the stylesheet, and the frame could be painted
 * without them. React replaces them when the app mounts (main.tsx). A stored session hides
 * them (the `has-session` class, index.html): a signed-in visitor's page starts with a line of
 * its own above the hero; so does a language chosen in this browser other than the one the
 * server guessed (the `first-paint-other` class): the words would be in the wrong language.
 * The server allows the inline script by its hash (apps/server/src/plugins/security.ts).
 */
function firstPaint(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'ownless:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const marker = /<!-- first-paint:[\s\S]*?-->/;
        if (!marker.test(html)) throw new Error('index.html: the first-paint marker was not found');
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          resolve: { alias: [{ find: '@', replacement: path.join(root, 'src') }] },
          plugins: [...linguiPlugins(), react()],
        });
        try {
          const { firstPaints } = (await server.ssrLoadModule('/src/first-paint.tsx')) as {
            firstPaints: () => Record<string, Record<string, string>>;
          };
          const templates = Object.entries(firstPaints())
            .flatMap(([lang, pages]) =>
              Object.entries(pages).map(
                ([page, markup]) =>
                  `<template id="first-paint:${page}" lang="${lang}">${markup}</template>`,
              ),
            )
            .join('');
          return html.replace(marker, () => `<!--first-paint-->${templates}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

/**
 * A page's first Intl call loads ICU's data, and a throwaway worker can load it instead
 * (index.html's inline script). The worker runs a file of its own, `/intl-warm.js` in
 * index.html: the build emits it as a hashed, long-cached asset and writes its name in, and
 * the dev server answers the plain path. A file, not a blob: making a blob's URL is a
 * synchronous trip to the browser process, 2 – 28 ms of the main thread while a page loads,
 * where `new Worker(url)` takes under 1 ms.
 */
const INTL_WARM_PATH = '/intl-warm.js';
const INTL_WARM_SOURCE =
  "new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York' }).format(0);\nclose();\n";
function intlWarmWorker(): Plugin[] {
  return [
    {
      name: 'ownless:intl-warm-worker',
      apply: 'build',
      buildStart() {
        this.emitFile({ type: 'asset', name: 'intl-warm.js', source: INTL_WARM_SOURCE });
      },
      transformIndexHtml: {
        order: 'post',
        handler(html, { bundle }) {
          const asset = Object.values(bundle ?? {}).find(
            (output) => output.type === 'asset' && output.names.includes('intl-warm.js'),
          );
          if (!asset) throw new Error('index.html: the ICU warm-up worker was not emitted');
          if (!html.includes(`'${INTL_WARM_PATH}'`))
            throw new Error(`index.html: the inline script names no '${INTL_WARM_PATH}'`);
          return html.replace(`'${INTL_WARM_PATH}'`, () => `'/${asset.fileName}'`);
        },
      },
    },
    {
      name: 'ownless:intl-warm-worker-dev',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use(INTL_WARM_PATH, (_req, res) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(INTL_WARM_SOURCE);
        });
      },
    },
  ];
}

export default defineConfig({
  plugins: [
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    scriptsAfterStyles(),
    firstPaint(),
    scriptsAfterFirstPaint(),
    intlWarmWorker(),
  ],
  resolve: {
    // React Router's package exports give a production build its production code (the
    // `development` condition is a development server's only).
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Lingui's React bindings import `useSyncExternalStore` from its shim for React 16 and 17;
      // React 19 has it, and the shim cost every first page 0.3 KB.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/i18n/sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: webPort,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
  build: {
    // WEB_DIST lets parallel test runs build to their own folders.
    outDir: process.env.WEB_DIST ?? 'dist',
    // A lazy chunk's import preloads its other dependencies beside it, but neither the chunk
    // itself (the import fetches it at once) nor what the entry already loaded (the runtime,
    // React): the list of files that every page's entry carries is then a fifth as long, about
    // 1 KB brotli less on each first page. The HTML's preloads are left as they are.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => dep !== file && !LOADED_BY_THE_ENTRY.test(dep)),
    },
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk each source went to, to see why a first page loads
    // what it loads (the budget is measured on the served app: e2e/first-page-budget.spec.ts).
    manifest: true,
    // Maps are written for error reports but not referenced from the bundles, and the server
    // does not serve them: the source stays private.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Lets Rolldown drop unused exports of the entry and of the lazy route modules; required
      // by experimentalInlineCommonChunks below.
      preserveEntrySignatures: false,
      output: {
        // Libraries every page needs change less often than the app: separate chunks cache longer.
        codeSplitting: {
          groups: [
            {
              // With TanStack Query, the stores' zustand and Vite's preload helper, which every
              // page also loads: three requests (and their headers) less on a first visit, and
              // one file compresses better than four (0.7 KB brotli less than React and Query
              // apart).
              // Query's infinite lists are the chat's, the owners' and a listing's reviews', none
              // of them on a first screen: they stay with their pages (0.3 KB).
              name: 'react',
              test: (id) => EVERY_PAGE_LIBRARIES.test(id) && !LATER_LIBRARY_MODULES.test(id),
            },
            {
              // The catalogs no first page needs load together (loadAllCatalogs): one file per
              // language, so the list of catalog files every page carries names one, not seven.
              name: (id) => {
                const catalog = OTHER_CATALOGS.exec(id);
                return catalog ? `messages-${catalog[1]}` : null;
              },
            },
          ],
          // A first page loads at most 15 scripts (docs/performance.md). Small shared pieces (an
          // icon, a button, a hook two pages use) are copied into the chunks that use them instead
          // of each being a request; a registry in the runtime keeps one instance of each module.
          // Icons thus travel with their users, not in one chunk of every icon of the app.
          // Chunks with styles stay files, or their CSS would be emitted once per copy.
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: /\.css(\?|$)/,
          },
        },
      },
    },
  },
});
