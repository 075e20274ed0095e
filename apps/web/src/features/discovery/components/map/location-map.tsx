import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { Circle, Marker } from 'react-leaflet';
import { cn } from '@/lib/cn';
import { BaseMap } from './base-map';
import { MAP_ZOOM, type LatLng } from '../../utils/map-config';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pin, labelled with `here` ("Here", in the page's language). */
const pinIcon = (here: string) =>
  L.divIcon({
    className: 'ol-marker-icon',
    iconSize: [0, 0],
    iconAnchor: [0, 0],
    html: `<span class="ol-marker ol-marker--cluster" data-testid="location-marker"><span class="ol-marker__price">${escapeHtml(here)}</span></span>`,
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
  const { t } = useLingui();
  const here = t`Here`;
  const pin = useMemo(() => pinIcon(here), [here]);
  return (
    <div
      role="region"
      aria-label={label}
      className={cn('relative isolate overflow-hidden', className)}
      data-testid="location-map"
    >
      <BaseMap center={point} zoom={MAP_ZOOM + 1}>
        <Circle
          center={[point.lat, point.lng]}
          radius={600}
          pathOptions={{ color: '#059669', weight: 2, fillColor: '#10b981', fillOpacity: 0.12 }}
        />
        <Marker position={[point.lat, point.lng]} icon={pin} keyboard={false} interactive={false} />
      </BaseMap>
    </div>
  );
}

export default LocationMap;
