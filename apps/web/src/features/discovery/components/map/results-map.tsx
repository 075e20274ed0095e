import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { Maximize2 } from 'lucide-react';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { ListingSummary } from '@ownless/shared';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';
import { BaseMap } from './base-map';
import { clusterByCoordinates, clusterLabel, type MapCluster } from '../../utils/cluster';
import { getUserLocation } from '../../utils/geolocation';
import { DEFAULT_LOCATION, MAP_ZOOM, type LatLng } from '../../utils/map-config';
import { MapPopupContent } from './map-popup';

export interface ResultsMapProps {
  listings: readonly ListingSummary[];
  /** The searched place: the map centres on it. */
  focus: LatLng | null;
  /** Browsing without a place: centre on the visitor (geolocation) when the browser allows. */
  locateVisitor?: boolean;
  /** The listing whose card is hovered or focused: its marker lights up. */
  activeListingId?: number | null;
  label?: string;
  className?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A price pill (with the count for a cluster) as a Leaflet icon; styled by map.css. */
function markerIcon(cluster: MapCluster, active: boolean): L.DivIcon {
  const { price, count } = clusterLabel(cluster);
  const many = count > 1;
  return L.divIcon({
    className: cn('ol-marker-icon', active && 'ol-marker-icon--active'),
    iconSize: [0, 0],
    iconAnchor: [0, 0],
    popupAnchor: [0, -34],
    html: many
      ? `<span class="ol-marker ol-marker--cluster" data-testid="map-cluster" data-count="${count}"><span class="ol-marker__price">${escapeHtml(price)}</span><span class="ol-marker__count" data-testid="map-cluster-count">${count}</span></span>`
      : `<span class="ol-marker" data-testid="map-marker"><span class="ol-marker__price">${escapeHtml(price)}</span></span>`,
  });
}

function markerName(cluster: MapCluster): string {
  const { price, count } = clusterLabel(cluster);
  const name = cluster.listings[0]!.name;
  const listings = groupDigits(count);
  if (count > 1) {
    return plural(count, {
      one: `${listings} listing at one place, from ${name} at ${price}`,
      other: `${listings} listings at one place, from ${name} at ${price}`,
    });
  }
  return `${name}, ${price}`;
}

const keyOf = (point: LatLng) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

/** Moves the view when the wanted centre changes (a new search, the visitor located). */
function Recentre({ centre }: { centre: LatLng }) {
  const map = useMap();
  const key = keyOf(centre);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    map.setView([centre.lat, centre.lng], MAP_ZOOM);
    // The key is the identity of the centre.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}

/** "Show all results": fits every marker in view. */
function FitAllButton({ clusters }: { clusters: MapCluster[] }) {
  const map = useMap();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A click on the button is not a click (or a drag) on the map.
    if (!ref.current) return;
    L.DomEvent.disableClickPropagation(ref.current);
    L.DomEvent.disableScrollPropagation(ref.current);
  });
  if (clusters.length < 2) return null;
  return (
    <div ref={ref} className="pointer-events-none absolute end-3 top-3 z-[1000]">
      <button
        type="button"
        onClick={() => {
          const bounds = L.latLngBounds(clusters.map((c) => [c.lat, c.lng] as [number, number]));
          map.fitBounds(bounds, { padding: [48, 48], maxZoom: 14 });
        }}
        className="pointer-events-auto inline-flex h-9 items-center gap-2 rounded-full bg-white px-3.5 text-sm font-semibold text-slate-800 shadow-md ring-1 ring-slate-900/10 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:ring-white/15 dark:hover:bg-slate-800"
        data-testid="map-fit-all"
      >
        <Maximize2 className="size-4" aria-hidden="true" />
        <Trans>Show all results</Trans>
      </button>
    </div>
  );
}

function ClusterMarker({ cluster, active }: { cluster: MapCluster; active: boolean }) {
  const { t } = useLingui();
  const icon = useMemo(() => markerIcon(cluster, active), [cluster, active]);
  const markerRef = useRef<L.Marker>(null);
  const name = markerName(cluster);

  const closeAndRefocus = () => {
    const marker = markerRef.current;
    marker?.closePopup();
    (marker?.getElement() as HTMLElement | undefined)?.focus();
  };

  return (
    <Marker
      ref={markerRef}
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      title={name}
      riseOnHover
      zIndexOffset={active ? 1000 : cluster.listings.length > 1 ? 100 : 0}
      eventHandlers={{
        add: (event) => {
          const element = (event.target as L.Marker).getElement();
          element?.setAttribute('aria-label', name);
          element?.setAttribute('aria-haspopup', 'dialog');
        },
        keydown: (event) => {
          const key = (event.originalEvent as unknown as globalThis.KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') {
            event.originalEvent.preventDefault();
            markerRef.current?.openPopup();
          }
        },
        popupopen: (event) => {
          // Leaflet names its close button in English.
          event.popup
            .getElement()
            ?.querySelector('.leaflet-popup-close-button')
            ?.setAttribute('aria-label', t`Close`);
          // Keyboard users land in the popup, on its first link.
          const marker = event.target as L.Marker;
          if (document.activeElement === marker.getElement()) {
            requestAnimationFrame(() =>
              event.popup.getElement()?.querySelector<HTMLElement>('a[href]')?.focus(),
            );
          }
        },
      }}
    >
      <Popup autoPanPadding={[24, 24]} maxWidth={280} minWidth={260}>
        <div
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              closeAndRefocus();
            }
          }}
        >
          <MapPopupContent listings={cluster.listings} />
        </div>
      </Popup>
    </Marker>
  );
}

/**
 * The results map: price markers, listings at identical coordinates
 * clustered into one marker with the first listing's price and the count, zoom 12.
 * Centre: the searched place; else (browsing) the visitor's position when the browser
 * gives it; else the first result; else the default location.
 */
export function ResultsMap({
  listings,
  focus,
  locateVisitor = false,
  activeListingId = null,
  label,
  className,
}: ResultsMapProps) {
  const { t } = useLingui();
  const clusters = useMemo(() => clusterByCoordinates(listings), [listings]);
  const [visitor, setVisitor] = useState<LatLng | null>(null);

  useEffect(() => {
    if (!locateVisitor || focus) return;
    let cancelled = false;
    void getUserLocation().then((position) => {
      if (!cancelled) setVisitor(position);
    });
    return () => {
      cancelled = true;
    };
  }, [locateVisitor, focus]);

  const firstResult = clusters[0] ? { lat: clusters[0].lat, lng: clusters[0].lng } : null;
  const centre = focus ?? (locateVisitor ? visitor : null) ?? firstResult ?? DEFAULT_LOCATION;

  return (
    <div
      role="region"
      aria-label={label ?? t`Map of the results`}
      className={cn('relative isolate overflow-hidden', className)}
      data-testid="results-map"
      data-marker-count={clusters.length}
    >
      <BaseMap center={centre} zoom={MAP_ZOOM}>
        <Recentre centre={centre} />
        {clusters.map((cluster) => (
          <ClusterMarker
            key={cluster.key}
            cluster={cluster}
            active={
              activeListingId !== null && cluster.listings.some((l) => l.id === activeListingId)
            }
          />
        ))}
        <FitAllButton clusters={clusters} />
      </BaseMap>
    </div>
  );
}

export default ResultsMap;
