'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCurrency } from '@/components/currency/CurrencyProvider/CurrencyProvider';
import { loadSearchIndex } from '@/lib/search/client';
import { areaCounts, catalogQuery, filterCatalog, parseCatalogFilters, type CatalogFilters, type CatalogItem } from '@/lib/search/catalog';
import { searchIndex, type SearchIndex } from '@/lib/search/engine';
import { CatalogControls } from './CatalogControls';
import styles from './CatalogExplorer.module.css';
import { QueryReader, useHydrated } from './url-query';

export type ExplorerItem = CatalogItem & { card: ReactNode };

type Props = {
  items: ExplorerItem[];
  areas: { id: string; name: string }[];
  /** The two kinds of service, named as the rest of the site names them; absent: no kind filter. */
  kinds?: { ready: string; adaptive: string };
  type: 'expert' | 'service';
  /** Said after the count while nothing is filtered ("5 ready-made offers · 4 adaptive services"). */
  note?: string;
};

/**
 * Runs while the prerendered page is parsed, before React: a URL with filters (a header search,
 * a shared link) marks the page, so CSS shows "Searching…" instead of the unfiltered list and its
 * count until the explorer has applied them. Without JavaScript nothing is hidden.
 */
const FILTERED_URL_MARK = 'data-catalog-filtered';
const MARK_FILTERED_URL = `/[?&](q|area|kind|min|max|sort)=[^&]/.test(location.search)&&document.documentElement.setAttribute('${FILTERED_URL_MARK}','')`;

/**
 * Search, filters and sorting of the experts or services page. The filters live in the URL; the
 * text search loads the language's index on first use. The cards themselves are server-rendered.
 * The page is prerendered with no filters (every card, controls included) and the URL's filters
 * apply once it is in the browser, so nothing is rendered twice and nothing jumps.
 */
export function CatalogExplorer({ items, areas, kinds, type, note }: Props) {
  const t = useTranslations('Catalog');
  const router = useRouter();
  const pathname = usePathname();
  const [search, setSearch] = useState('');
  const hydrated = useHydrated();
  // The query this explorer has just pushed: until the URL shows it, older URLs the router
  // reports on the way (a previous choice landing late) must not undo it.
  const pending = useRef<string | null>(null);
  const urlQuery = useRef('');
  // Until the URL's query has been read (QueryReader), a filtered URL must not be shown with the
  // unfiltered count: pending on a page opened by client navigation, or marked before React.
  const [mountedByNavigation] = useState(hydrated);
  const [urlRead, setUrlRead] = useState(false);
  const urlPending = !urlRead && (mountedByNavigation || (hydrated && document.documentElement.hasAttribute(FILTERED_URL_MARK)));
  const onUrlQuery = useCallback((query: string) => {
    setUrlRead(true);
    urlQuery.current = query;
    if (pending.current !== null && query !== pending.current) return;
    pending.current = null;
    setSearch(query);
  }, []);
  /**
   * Opens a query (`?area=…`, or '' for none): the list follows at once, the URL (and with it
   * QueryReader) follows the router, whose report is awaited only when the URL has to change.
   */
  const go = (query: string, mode: 'push' | 'replace') => {
    const bare = query.replace(/^\?/, '');
    pending.current = bare === urlQuery.current ? null : bare;
    setSearch(bare);
    router[mode](`${pathname}${query}`, { scroll: false });
  };
  const { currency, rates, locale } = useCurrency();
  const id = useId();
  const filters = useMemo(() => parseCatalogFilters(new URLSearchParams(search)), [search]);
  const [query, setQuery] = useState(filters.q);
  const [index, setIndex] = useState<SearchIndex | null>(null);

  // The URL may change from outside (back, a shared link): the text box follows it.
  useEffect(() => setQuery(filters.q), [filters.q]);

  useEffect(() => {
    if (filters.q && !index) loadSearchIndex(locale).then(setIndex, () => setIndex({ locale, documents: [] }));
  }, [filters.q, index, locale]);

  /** A choice (area, kind, sort) is a step Back can undo; typing only rewrites the current entry. */
  function update(patch: Partial<CatalogFilters>, mode: 'push' | 'replace' = 'push') {
    const next = { ...filters, ...patch };
    if ((patch.min !== undefined || patch.max !== undefined) && !next.currency) next.currency = currency;
    go(catalogQuery(next), mode);
  }

  // Type-to-search: the URL follows the box after a short pause.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows what is typed only, not the filters it updates
  useEffect(() => {
    if (query === filters.q) return;
    const timer = setTimeout(() => update({ q: query }, 'replace'), 250);
    return () => clearTimeout(timer);
  }, [query]);

  // A text search waits for the index: until then the page says so rather than show a count
  // (and a list) that the search is about to change.
  const searching = urlPending || (Boolean(filters.q.trim()) && !index);
  const relevance = useMemo(() => {
    if (!filters.q.trim()) return null;
    if (!index) return new Map<string, number>(items.map((item) => [item.id, 0]));
    return new Map(
      searchIndex(index, filters.q)
        .filter((hit) => hit.type === type)
        .map((hit) => [hit.id, hit.score]),
    );
  }, [filters.q, index, items, type]);

  // Once the URL's filters are applied, the prerender's mark (see MARK_FILTERED_URL) goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the search that applies the URL's filters has run
  useEffect(() => {
    if (hydrated && urlRead && !searching) document.documentElement.removeAttribute(FILTERED_URL_MARK);
  }, [hydrated, urlRead, searching, search]);

  const options = { rates, displayCurrency: currency, locale, relevance };
  const shown = filterCatalog(items, filters, options);
  const counts = areaCounts(items, filters, options);
  const priceCurrency = filters.currency ?? currency;
  const active = catalogQuery({ ...filters, sort: 'relevance' }) !== '';

  return (
    <div className={styles.explorer} data-searching={searching || undefined}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of this module, allowed by its hash in the CSP */}
      <script dangerouslySetInnerHTML={{ __html: MARK_FILTERED_URL }} />
      <Suspense fallback={null}>
        <QueryReader onChange={onUrlQuery} />
      </Suspense>
      <CatalogControls
        id={id}
        type={type}
        kinds={kinds}
        filters={filters}
        query={query}
        onQuery={setQuery}
        update={update}
        areas={areas}
        counts={counts}
        priceCurrency={priceCurrency}
        disabled={!hydrated}
      />
      <div className={styles.summary}>
        <p role="status" aria-live="polite" data-testid="catalog-count" aria-busy={searching || undefined}>
          <span className={styles.countText}>
            {type === 'expert' ? t('expertsCount', { count: shown.length }) : t('servicesCount', { count: shown.length })}
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
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
        </div>
      ) : (
        <ul className={`card-grid ${styles.results}`}>
          {shown.map((item) => (
            <li key={item.id} data-item-id={item.id}>
              {item.card}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
