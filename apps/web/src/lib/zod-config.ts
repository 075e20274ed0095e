// Zod compiles fast object parsers with `new Function`, and first probes whether it may; the
// Content-Security-Policy has no 'unsafe-eval', so the probe was refused and reported as a
// violation on every signed-in page (the schemas still worked, on the plain path). The plain
// path is the only one now. Imported first by main.tsx, before Zod loads: Zod takes its
// settings from this global when present (zod/v4/core, `globalConfig`), which keeps Zod
// itself out of the first page (importing its `config` cost 3.5 KB). The browser test
// "content security policy" (e2e/foundation.spec.ts) fails if this stops working.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
