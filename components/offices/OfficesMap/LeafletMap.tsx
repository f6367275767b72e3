'use client';

import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { MapOffice } from '@/lib/map';

type Props = { offices: MapOffice[]; tileUrl: string; attribution: string; onTilesFailed: () => void };

/** The interactive map. Circle markers need no image files; tiles come from the configured URL. */
export default function LeafletMap({ offices, tileUrl, attribution, onTilesFailed }: Props) {
  const bounds = latLngBounds(offices.map((office) => [office.lat, office.lng]));
  return (
    <MapContainer bounds={bounds} boundsOptions={{ padding: [60, 60] }} scrollWheelZoom={false} style={{ position: 'absolute', inset: 0 }}>
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={{ tileerror: onTilesFailed }} />
      {offices.map((office) => (
        <CircleMarker key={office.id} center={[office.lat, office.lng]} radius={10} pathOptions={{ color: '#2647d9', fillColor: '#2647d9', fillOpacity: 0.8 }}>
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {office.label}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
