'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCurrency } from '@/components/currency/CurrencyProvider/CurrencyProvider';
import { useApiUrl } from '@/components/system/ApiBase/ApiBase';
import { CATALOG_ENDPOINT } from '@/lib/api/endpoints';
import type { CatalogAnswer } from '@/lib/search/catalog-search';
import { catalogCountKey, catalogPageQuery, parseCatalogFilters, parseCatalogPage, type CatalogFilters } from '@/lib/catalog';
import { CatalogControls } from './CatalogControls';
import styles from './CatalogExplorer.module.css';
import { CatalogPager } from './CatalogPager';
import { CatalogResults, useCatalogAnswer } from './CatalogResults';
import { QueryReader } from './url-query';

/** How long typing may pause before the URL, and with it the results, follow the box. */
const TYPING_PAUSE_MS = 150;

type Props = {
  type: 'expert' | 'service';
  areas: { id: string; name: string }[];
  /** Said after the count while nothing is filtered ("5 ready-made offers · 4 adaptive services"). */
  note?: string;
  /** The count of `initial`, worded by the server (see `countText`). */
  initialCount: string;
  /**
   * The page of results the server rendered: with its items, which the cards are rendered from
   * here; or without them, and its cards rendered by the server (`cards`: the prerendered first
   * page, whose cards carry their text once, components/catalog/CatalogCard).
   */
  initial: Omit<CatalogAnswer, 'items'> & { items?: CatalogAnswer['items'] };
  cards?: { id: string; card: ReactNode }[];
};

/**
 * Search, filters, sorting and pages of the experts or services catalogue. The filters and the
 * page live in the URL, and the server renders the page of results a URL names (the first one
 * prerendered, any other on request: lib/i18n/proxy-rules.ts), so a shared link, a reload and a
 * visitor without JavaScript see the right cards at once. Once the page is here, other pages of
 * results come from the search endpoint and are rendered here: never the whole catalogue.
 */
export function CatalogExplorer({ type, areas, note, initialCount, initial, cards }: Props) {
  const endpoint = useApiUrl(CATALOG_ENDPOINT);
  const t = useTranslations('Catalog');
  const pathname = usePathname();
  const [search, setSearch] = useState(initial.query.replace(/^\?/, ''));
  const results = useRef<HTMLDivElement>(null);
  // The query this explorer has just written: until the URL shows it, older URLs reported on the
  // way (a previous choice landing late) must not undo it.
  const pending = useRef<string | null>(null);
  const urlQuery = useRef(initial.query.replace(/^\?/, ''));
  const onUrlQuery = useCallback((query: string) => {
    urlQuery.current = query;
    if (pending.current !== null && query !== pending.current) return;
    pending.current = null;
    setSearch(query);
  }, []);
  /** Opens a query (`?area=…`, or '' for none): the results follow at once, the URL with them. */
  const go = (query: string, mode: 'push' | 'replace') => {
    const bare = query.replace(/^\?/, '');
    pending.current = bare === urlQuery.current ? null : bare;
    setSearch(bare);
    // The browser's own history (Next follows it): no server round trip for a page of results. A
    // choice that changes nothing adds no step for Back to undo.
    const same = window.location.search.replace(/^\?/, '') === bare;
    window.history[mode === 'push' && !same ? 'pushState' : 'replaceState'](null, '', `${pathname}${query}`);
  };
  const { currency } = useCurrency();
  const id = useId();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const filters = useMemo(() => parseCatalogFilters(params), [params]);
  const page = parseCatalogPage(params);
  const [query, setQuery] = useState(filters.q);

  // The URL may change from outside (back, a shared link): the text box follows it.
  useEffect(() => setQuery(filters.q), [filters.q]);

  /** A choice (area, kind, sort) is a step Back can undo; typing only rewrites the current entry. Any change starts at page 1. */
  function update(patch: Partial<CatalogFilters>, mode: 'push' | 'replace' = 'push') {
    const next = { ...filters, ...patch };
    if ((patch.min !== undefined || patch.max !== undefined) && !next.currency) next.currency = currency;
    go(catalogPageQuery(next, 1), mode);
  }

  // Type-to-search: the URL follows the box after a short pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows what is typed only, not the filters it updates
  useEffect(() => {
    if (query === filters.q) return;
    const timer = setTimeout(() => update({ q: query }, 'replace'), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // A price range without its currency (a shared link) is in the visitor's currency, as the box shows it.
  const asked = catalogPageQuery((filters.min ?? filters.max) !== null && !filters.currency ? { ...filters, currency } : filters, page);
  const { answer, loading: searching, failed, retry } = useCatalogAnswer({ endpoint, type, query: asked, initial });

  const active = catalogPageQuery({ ...filters, sort: 'relevance' }, 1) !== '';
  const counts = new Map(Object.entries(answer.counts));
  // Wording a plural builds the language's first Intl.PluralRules and NumberFormat, a long task on
  // a phone: the server's words serve until the total changes, so hydration does not pay for it.
  const countText = answer.total === initial.total ? initialCount : t(catalogCountKey(type), { count: answer.total });
  const openPage = (target: number) => {
    go(catalogPageQuery(filters, target), 'push');
    results.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={styles.explorer} data-searching={searching || undefined} ref={results}>
      <Suspense fallback={null}>
        <QueryReader onChange={onUrlQuery} />
      </Suspense>
      <CatalogControls
        id={id}
        type={type}
        filters={filters}
        query={query}
        onQuery={setQuery}
        update={update}
        areas={areas}
        counts={counts}
        priceCurrency={filters.currency ?? currency}
      />
      <div className={styles.summary}>
        <p role="status" aria-live="polite" data-testid="catalog-count" aria-busy={searching || undefined}>
          <span className={styles.countText}>
            {countText}
            {note && !active ? ` · ${note}` : null}
          </span>
          <span className={styles.searchingText}>{t('searching')}</span>
        </p>
        {active ? (
          <button type="button" className={styles.reset} onClick={() => go('', 'push')}>
            {t('reset')}
          </button>
        ) : null}
      </div>
      <CatalogResults type={type} answer={answer} cards={cards} failed={failed} retry={retry} />
      <CatalogPager page={answer.page} pageCount={answer.pageCount} hrefOf={(target) => `${pathname}${catalogPageQuery(filters, target)}`} onGo={openPage} />
    </div>
  );
}
