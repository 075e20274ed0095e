import 'leaflet/dist/leaflet.css';
import './map.css';
import type { ReactNode } from 'react';
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
  const tileUrl = useAppConfig().data?.mapTileUrl ?? OSM_TILE_URL;
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
      <TileLayer url={tileUrl} attribution={MAP_ATTRIBUTION} />
      <AttributionControl position="bottomright" prefix={false} />
      <ZoomControl position={direction === 'rtl' ? 'topright' : 'topleft'} />
      {children}
    </MapContainer>
  );
}
