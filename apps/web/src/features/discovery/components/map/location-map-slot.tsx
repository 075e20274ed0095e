import type { ComponentProps } from 'react';
import { LazyLocationMap } from './lazy-maps';

/**
 * A listing's map for a page that shows it only below the fold, as the target of a lazy
 * component: the map's frame (lazy-maps.tsx) then comes with what is under the fold, not with
 * the page, while the search pages keep it in their own code.
 */
export default function LocationMapSlot(props: ComponentProps<typeof LazyLocationMap>) {
  return <LazyLocationMap {...props} />;
}
