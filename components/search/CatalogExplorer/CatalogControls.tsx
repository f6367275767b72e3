'use client';

import { useTranslations } from 'next-intl';
import type { CatalogFilters, SortOrder } from '@/lib/search/catalog';
import styles from './CatalogExplorer.module.css';

type Props = {
  id: string;
  type: 'expert' | 'service';
  /** The two kinds of service, named as the rest of the site names them (absent: no kind filter). */
  kinds?: { ready: string; adaptive: string };
  filters: CatalogFilters;
  /** The text box's value, which the URL follows after a pause. */
  query: string;
  onQuery: (query: string) => void;
  update: (patch: Partial<CatalogFilters>, mode?: 'push' | 'replace') => void;
  areas: { id: string; name: string }[];
  /** Cards per area under the other filters. */
  counts: Map<string, number>;
  priceCurrency: string;
  disabled: boolean;
};

/** One end of the price range; empty means no bound. */
function PriceBound({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number | null) => void }) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        type="number"
        min={0}
        inputMode="numeric"
        placeholder={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
    </label>
  );
}

/** The catalogue's search box, kind, price range and sort, and its area buttons with their counts. */
export function CatalogControls({ id, type, kinds, filters, query, onQuery, update, areas, counts, priceCurrency, disabled }: Props) {
  const t = useTranslations('Catalog');
  const placeholder = type === 'expert' ? t('searchExperts') : t('searchServices');
  const sorts: Record<SortOrder, string> = {
    relevance: t('sortRelevance'),
    'price-asc': t('sortPriceAsc'),
    'price-desc': t('sortPriceDesc'),
    name: t('sortName'),
  };
  // Disabled until hydrated: a choice made before React listens would be silently lost.
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <div className={styles.controls} role="search" aria-label={placeholder}>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-q`}>{t('search')}</label>
          <input id={`${id}-q`} type="search" value={query} placeholder={placeholder} onChange={(event) => onQuery(event.target.value)} />
        </div>
        {kinds ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-kind`}>{t('kind')}</label>
            <select id={`${id}-kind`} value={filters.kind ?? ''} onChange={(event) => update({ kind: (event.target.value || null) as CatalogFilters['kind'] })}>
              <option value="">{t('allKinds')}</option>
              <option value="ready">{kinds.ready}</option>
              <option value="adaptive">{kinds.adaptive}</option>
            </select>
          </div>
        ) : null}
        <fieldset className={styles.price}>
          <legend>{t('price', { currency: priceCurrency })}</legend>
          <PriceBound label={t('priceMin')} value={filters.min} onChange={(min) => update({ min }, 'replace')} />
          <span aria-hidden="true">–</span>
          <PriceBound label={t('priceMax')} value={filters.max} onChange={(max) => update({ max }, 'replace')} />
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`}>{t('sort')}</label>
          <select id={`${id}-sort`} value={filters.sort} onChange={(event) => update({ sort: event.target.value as SortOrder })}>
            {(Object.keys(sorts) as SortOrder[]).map((sort) => (
              <option key={sort} value={sort}>
                {sorts[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="group" aria-label={t('area')} className={styles.areas}>
        <button type="button" aria-pressed={filters.area === null} onClick={() => update({ area: null })}>
          {t('allAreas')}
        </button>
        {areas.map((area) => (
          <button
            key={area.id}
            type="button"
            aria-pressed={filters.area === area.id}
            onClick={() => update({ area: filters.area === area.id ? null : area.id })}
          >
            {area.name} <span className={styles.count}>{counts.get(area.id) ?? 0}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
