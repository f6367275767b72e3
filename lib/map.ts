/** An office as the map needs it. */
export type MapOffice = { id: string; label: string; lat: number; lng: number };

/**
 * Where the offices sit on the drawn preview: an equirectangular projection of their bounding box,
 * padded so labels stay inside the picture.
 */
export function previewPoints(offices: readonly MapOffice[], width: number, height: number, padding = 0.2) {
  const lats = offices.map((office) => office.lat);
  const lngs = offices.map((office) => office.lng);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const spanLat = maxLat - minLat || 1;
  const spanLng = maxLng - minLng || 1;
  const usableWidth = width * (1 - 2 * padding);
  const usableHeight = height * (1 - 2 * padding);
  return offices.map((office) => ({
    id: office.id,
    label: office.label,
    x: Math.round(width * padding + ((office.lng - minLng) / spanLng) * usableWidth),
    y: Math.round(height * padding + ((maxLat - office.lat) / spanLat) * usableHeight),
  }));
}
