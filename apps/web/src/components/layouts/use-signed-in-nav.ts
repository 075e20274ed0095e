import { useEffect, useState } from 'react';
import type * as SignedInNavModule from './signed-in-nav';

type SignedInNav = typeof SignedInNavModule;

let loaded: SignedInNav | null = null;
let loading: Promise<SignedInNav> | null = null;

/**
 * Loads the navigation bar's signed-in parts (signed-in-nav.tsx) once. main.tsx starts it at
 * start-up when a token is stored, so a signed-in page mounts with them in place; after a
 * login the navigation bar asks for them (a placeholder holds their place meanwhile).
 */
export function loadSignedInNav(): Promise<SignedInNav> {
  loading ??= import('./signed-in-nav').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The signed-in parts once loaded (at once when they already are), else null. */
export function useSignedInNav(signedIn: boolean): SignedInNav | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!signedIn || module) return;
    let live = true;
    loadSignedInNav().then(
      (next) => {
        if (live) setModule(next);
      },
      (error: unknown) => console.error('The account menu could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [signedIn, module]);
  return module;
}
