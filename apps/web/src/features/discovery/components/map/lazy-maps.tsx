import { Component, lazy, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinned } from 'lucide-react';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { cn } from '@/lib/cn';
import { withCatalogs } from '@/lib/i18n';
import type { ResultsMapProps } from './results-map';

// Leaflet, react-leaflet and their CSS load with these chunks only, when a map comes near
// the viewport (below).
const ResultsMap = lazy(() => withCatalogs(() => import('./results-map')));
const LocationMap = lazy(() => withCatalogs(() => import('./location-map')));

function MapPlaceholder({ className, failed = false }: { className?: string; failed?: boolean }) {
  const { t } = useLingui();
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500 dark:bg-slate-900 dark:text-slate-400',
        !failed && 'animate-pulse',
        className,
      )}
      role="status"
      aria-busy={failed ? undefined : true}
      aria-label={failed ? undefined : t`Loading the map`}
      data-testid={failed ? 'map-unavailable' : 'map-loading'}
    >
      <MapPinned className="size-8" aria-hidden="true" />
      {failed && (
        <p className="text-sm">
          <Trans>The map could not be loaded.</Trans>
        </p>
      )}
    </div>
  );
}

/** A map that fails to load (offline, a blocked chunk) leaves the page working. */
class MapBoundary extends Component<
  { children: ReactNode; className?: string },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Map not loaded:', error);
  }
  override render() {
    if (this.state.failed) return <MapPlaceholder className={this.props.className} failed />;
    return this.props.children;
  }
}

export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <MapBoundary className={props.className}>
      <WhenNearViewport
        className={props.className}
        placeholder={<MapPlaceholder className="size-full" />}
      >
        <ResultsMap {...props} />
      </WhenNearViewport>
    </MapBoundary>
  );
}

export function LazyLocationMap(props: {
  point: { lat: number; lng: number };
  label: string;
  className?: string;
}) {
  return (
    <MapBoundary className={props.className}>
      <WhenNearViewport
        className={props.className}
        placeholder={<MapPlaceholder className="size-full" />}
      >
        <LocationMap {...props} />
      </WhenNearViewport>
    </MapBoundary>
  );
}
