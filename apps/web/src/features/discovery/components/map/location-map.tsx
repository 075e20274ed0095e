import { useAppConfig } from '@/lib/app-config';
import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import {
  AttributionControl,
  Circle,
  MapContainer,
  Marker,
  TileLayer,
  ZoomControl,
} from 'react-leaflet';
import { cn } from '@/lib/cn';
import { usePreferencesStore } from '@/stores/preferences-store';
import { MAP_ATTRIBUTION, MAP_ZOOM, OSM_TILE_URL, type LatLng } from '../../utils/map-config';

const pin = L.divIcon({
  className: 'ol-marker-icon',
  iconSize: [0, 0],
  iconAnchor: [0, 0],
  html: '<span class="ol-marker ol-marker--cluster" data-testid="location-marker"><span class="ol-marker__price">Here</span></span>',
});

/** The listing's neighbourhood on a map: a pin and a circle, since the address is approximate. */
export function LocationMap({
  point,
  label,
  className,
}: {
  point: LatLng;
  label: string;
  className?: string;
}) {
  const tileUrl = useAppConfig().data?.mapTileUrl ?? OSM_TILE_URL;
  const direction = usePreferencesStore((state) => state.direction);
  return (
    <div
      role="region"
      aria-label={label}
      className={cn('relative isolate overflow-hidden', className)}
      data-testid="location-map"
    >
      <MapContainer
        center={[point.lat, point.lng]}
        zoom={MAP_ZOOM + 1}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
        className="ol-map h-full w-full"
      >
        <TileLayer url={tileUrl} attribution={MAP_ATTRIBUTION} />
        <AttributionControl position="bottomright" prefix={false} />
        <ZoomControl position={direction === 'rtl' ? 'topright' : 'topleft'} />
        <Circle
          center={[point.lat, point.lng]}
          radius={600}
          pathOptions={{ color: '#059669', weight: 2, fillColor: '#10b981', fillOpacity: 0.12 }}
        />
        <Marker position={[point.lat, point.lng]} icon={pin} keyboard={false} interactive={false} />
      </MapContainer>
    </div>
  );
}

export default LocationMap;
