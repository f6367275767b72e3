'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useState } from 'react';
import type { CatalogFilters, SortOrder } from '@/lib/catalog';
import styles from './CatalogExplorer.module.css';
import { HydratedFieldset } from './url-query';

type Props = {
  id: string;
  type: 'expert' | 'service';
  filters: CatalogFilters;
  /** The text box's value, which the URL follows after a pause. */
  query: string;
  onQuery: (query: string) => void;
  update: (patch: Partial<CatalogFilters>, mode?: 'push' | 'replace') => void;
  areas: { id: string; name: string }[];
  /** Cards per area under the other filters. */
  counts: Map<string, number>;
  priceCurrency: string;
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

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/** A toolbar's arrow keys, Home and End: focus moves among its buttons (Enter or Space chooses). */
function moveAmongButtons(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[step(index, buttons.length - 1)]?.focus();
}

/**
 * The catalogue's search box, kind, price range and sort, and its area buttons with their counts
 * (an area with nothing under the other filters is left out). On a phone the filters fold behind
 * one button beside the search box, so the first results stay on the first screen.
 */
export function CatalogControls({ id, type, filters, query, onQuery, update, areas, counts, priceCurrency }: Props) {
  const t = useTranslations('Catalog');
  // The two kinds of service, named as the rest of the site names them; only services have them.
  const tCommon = useTranslations('Common');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chosen = [filters.kind, filters.min ?? filters.max, filters.area, filters.sort === 'relevance' ? null : filters.sort].filter(
    (value) => value !== null,
  ).length;
  const open = filtersOpen || undefined;
  const placeholder = type === 'expert' ? t('searchExperts') : t('searchServices');
  const sorts: Record<SortOrder, string> = {
    relevance: t('sortRelevance'),
    'price-asc': t('sortPriceAsc'),
    'price-desc': t('sortPriceDesc'),
    name: t('sortName'),
  };
  return (
    <HydratedFieldset className={styles.fieldset}>
      <div className={styles.controls} role="search" aria-label={placeholder}>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${id}-q`}>{t('search')}</label>
          <input id={`${id}-q`} type="search" value={query} placeholder={placeholder} onChange={(event) => onQuery(event.target.value)} />
        </div>
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters ${id}-areas`}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t('filters', { count: chosen })}
        </button>
        <div id={`${id}-filters`} className={styles.panel} data-open={open}>
          {type === 'service' ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-kind`}>{t('kind')}</label>
              <select
                id={`${id}-kind`}
                value={filters.kind ?? ''}
                onChange={(event) => update({ kind: (event.target.value || null) as CatalogFilters['kind'] })}
              >
                <option value="">{t('allKinds')}</option>
                <option value="ready">{tCommon('kindReady')}</option>
                <option value="adaptive">{tCommon('kindAdaptive')}</option>
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
      </div>
      {/* One stop for Tab (the chosen area), arrows between the areas: nineteen stops were in the way of the results. */}
      <div id={`${id}-areas`} role="toolbar" aria-label={t('area')} className={styles.areas} data-open={open} onKeyDown={moveAmongButtons}>
        <button type="button" aria-pressed={filters.area === null} tabIndex={filters.area === null ? 0 : -1} onClick={() => update({ area: null })}>
          {t('allAreas')}
        </button>
        {areas.map((area) =>
          counts.get(area.id) || filters.area === area.id ? (
            <button
              key={area.id}
              type="button"
              aria-pressed={filters.area === area.id}
              tabIndex={filters.area === area.id ? 0 : -1}
              onClick={() => update({ area: filters.area === area.id ? null : area.id })}
            >
              {area.name} <span className={styles.count}>{counts.get(area.id) ?? 0}</span>
            </button>
          ) : null,
        )}
      </div>
    </HydratedFieldset>
  );
}
