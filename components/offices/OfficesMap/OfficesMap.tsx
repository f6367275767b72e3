'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazyPart, useLazyPart } from '@/components/ui/LazyPart/lazyPart';
import { PartFailure } from '@/components/system/PartFailure/PartFailure';
import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import { previewPoints, type MapOffice } from '@/lib/map';
import styles from './OfficesMap.module.css';

type Props = {
  offices: MapOffice[];
  tileUrl: string;
  attribution: string;
};

// Leaflet and its CSS are fetched only when the visitor asks for the map.
const mapCode = lazyPart(() => import('./LeafletMap'));

/**
 * A light drawn preview of where the offices are; the real, interactive map (react-leaflet) loads
 * on request. If the tiles cannot load, the markers stay and a note says so.
 */
export function OfficesMap({ offices, tileUrl, attribution }: Props) {
  const t = useTranslations();
  const labels = {
    preview: t('Offices.mapPreview'),
    show: t('Offices.showMap'),
    loading: t('Offices.mapLoading'),
    unavailable: t('Offices.mapUnavailable'),
    failed: t('Network.partFailed'),
    retry: t('Network.partRetry'),
  };
  const [interactive, setInteractive] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [map, loadMap] = useLazyPart(mapCode, { reloadOnFailure: true, announce: false });
  const LeafletMap = map.status === 'ready' ? map.value.default : null;

  if (map.status === 'failed') {
    return (
      <div className={`${styles.frame} ${styles.failed}`}>
        <PartFailure message={labels.failed} retryLabel={labels.retry} onRetry={() => void loadMap()} />
      </div>
    );
  }
  return (
    <div className={styles.frame} data-interactive={interactive || undefined}>
      {interactive ? (
        <>
          <p className={styles.loading} aria-hidden="true">
            {labels.loading}
          </p>
          {LeafletMap ? <LeafletMap offices={offices} tileUrl={tileUrl} attribution={attribution} onTilesFailed={() => setTilesFailed(true)} /> : null}
          {tilesFailed ? (
            <p className={styles.notice} role="status">
              {labels.unavailable}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <svg className={styles.preview} viewBox="0 0 800 400" role="img" aria-label={labels.preview}>
            <defs>
              <linearGradient id="map-sea" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#e7ecff" />
                <stop offset="1" stopColor="#f5f7fb" />
              </linearGradient>
            </defs>
            <rect width="800" height="400" fill="url(#map-sea)" />
            <path d="M0 300 C120 260 220 330 360 290 S620 250 800 280 L800 400 L0 400 Z" fill="#dfe6f7" />
            <path d="M0 120 C160 90 300 150 460 110 S700 60 800 90" fill="none" stroke="#d3dbef" strokeWidth="2" />
            {previewPoints(offices, 800, 400).map((point) => (
              <g key={point.id}>
                <circle cx={point.x} cy={point.y} r="14" fill="#2647d9" opacity="0.18" />
                <circle cx={point.x} cy={point.y} r="7" fill="#2647d9" />
                <text x={point.x} y={point.y - 22} textAnchor="middle" fontSize="22" fontWeight="700" fill="#141a2b">
                  {point.label}
                </text>
              </g>
            ))}
          </svg>
          <button
            type="button"
            className={`${buttonClass('primary')} ${styles.show}`}
            onClick={() => {
              setInteractive(true);
              void loadMap();
            }}
          >
            {labels.show}
          </button>
        </>
      )}
    </div>
  );
}
