import 'leaflet/dist/leaflet.css';
import './map.css';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AttributionControl, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { useAppConfig } from '@/lib/app-config';
import { usePreferencesStore } from '@/stores/preferences-store';
import { MAP_ATTRIBUTION, OSM_TILE_URL, type LatLng } from '../../utils/map-config';

/**
 * The one Leaflet map every page shows: tiles from the server's MAP_TILE_URL (else
 * OpenStreetMap), attribution bottom right, zoom buttons at the reading start (left, or right
 * in RTL), no scroll-wheel zoom (the page scrolls). Markers and layers are its children.
 */
export function BaseMap({
  center,
  zoom,
  children,
}: {
  center: LatLng;
  zoom: number;
  children?: ReactNode;
}) {
  // The server's tile URL (the one its Content-Security-Policy allows); the public tiles only
  // if the configuration cannot be loaded. Until it answers, the markers on a plain background.
  const { t } = useLingui();
  const config = useAppConfig();
  const tileUrl = config.data?.mapTileUrl ?? (config.isError ? OSM_TILE_URL : null);
  const direction = usePreferencesStore((state) => state.direction);
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className="ol-map h-full w-full"
    >
      {tileUrl && <TileLayer url={tileUrl} attribution={MAP_ATTRIBUTION} />}
      <AttributionControl position="bottomright" prefix={false} />
      <ZoomControl
        position={direction === 'rtl' ? 'topright' : 'topleft'}
        zoomInTitle={t`Zoom in`}
        zoomOutTitle={t`Zoom out`}
      />
      {children}
    </MapContainer>
  );
}
