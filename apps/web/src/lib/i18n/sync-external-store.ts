// `use-sync-external-store/shim` for Lingui's React bindings (the alias in vite.config.ts):
// React 19 has the hook itself, which the shim would only hand on.
export { useSyncExternalStore } from 'react';
