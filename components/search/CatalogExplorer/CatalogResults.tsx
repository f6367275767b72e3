'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ExpertCard } from '@/components/catalog/ExpertCard/ExpertCard';
import { ServiceCard } from '@/components/catalog/ServiceCard/ServiceCard';
import type { ExpertCardView, ServiceCardView } from '@/lib/content/views';
import type { Locale } from '@/lib/i18n/locales';
import type { CatalogAnswer, CatalogType } from '@/lib/search/catalog-search';
import { fetchCatalogPage } from '@/lib/search/client';
import styles from './CatalogExplorer.module.css';

/** The page the server rendered: its items, or none when its cards come rendered (`cards`). */
type Initial = Omit<CatalogAnswer, 'items'> & { items?: CatalogAnswer['items'] };
type Shown = Omit<CatalogAnswer, 'items'> & { items: CatalogAnswer['items'] | null };

/**
 * The answer for a query of the catalogue: the server's own page when the query is the one it
 * rendered, else fetched (catalogue search endpoint). While a fetch is under way the last answer
 * stays on screen, marked as searching; a failed fetch says so and can be retried.
 */
export function useCatalogAnswer({ endpoint, type, query, initial }: { endpoint: string; type: CatalogType; query: string; initial: Initial }) {
  const locale = useLocale() as Locale;
  const [fetched, setFetched] = useState<{ query: string; answer: CatalogAnswer } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const own = query === initial.query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (own) return;
    let current = true;
    fetchCatalogPage(endpoint, locale, type, query).then(
      (answer) => {
        if (!current) return;
        setFetched({ query, answer });
        setFailed(null);
      },
      () => {
        if (current) setFailed(query);
      },
    );
    return () => {
      current = false;
    };
  }, [own, endpoint, locale, type, query, attempt]);
  // The same objects while nothing changes: typing re-renders the controls, not the cards.
  const served: Shown = useMemo(() => ({ ...initial, items: initial.items ?? null }), [initial]);
  const shown: Shown = own ? served : fetched ? fetched.answer : served;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { answer: shown, loading: !own && fetched?.query !== query && failed !== query, failed: !own && failed === query, retry };
}

/** The cards a phone's first screen shows, rendered before the rest of a new answer. */
const FIRST_CARDS = 4;

type Props = { type: CatalogType; answer: Shown; cards: { id: string; card: ReactNode }[] | undefined; failed: boolean; retry: () => void };

/**
 * The cards of one page of results: the server's, or those of a fetched answer; else why there
 * are none. Memoized: a keystroke in the search box renders the box, not twenty cards.
 */
export const CatalogResults = memo(function CatalogResults({ type, answer, cards, failed, retry }: Props) {
  const t = useTranslations('Catalog');
  // A new answer shows its first cards at once and the rest a moment later, in a transition: on
  // a slow phone the first screen of results follows the last keystroke sooner.
  const [laidOut, setLaidOut] = useState(answer.items);
  const [complete, setComplete] = useState(true);
  if (laidOut !== answer.items) {
    setLaidOut(answer.items);
    setComplete(false);
  }
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true));
  }, [complete]);
  const tNetwork = useTranslations('Network');
  if (failed)
    return (
      <div className={styles.empty} role="alert">
        <p>{t('searchFailed')}</p>
        <button type="button" className={styles.reset} onClick={retry}>
          {tNetwork('partRetry')}
        </button>
      </div>
    );
  const shown = answer.items
    ? answer.items.slice(0, complete ? undefined : FIRST_CARDS).map((item) => ({
        id: item.id,
        card:
          type === 'expert' ? (
            <ExpertCard expert={item as ExpertCardView} headingLevel={2} />
          ) : (
            <ServiceCard service={item as ServiceCardView} headingLevel={2} />
          ),
      }))
    : (cards ?? []);
  if (shown.length === 0)
    return (
      <div className={styles.empty}>
        <h2>{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
      </div>
    );
  return (
    <ul className={`card-grid ${styles.results}`}>
      {shown.map((item) => (
        <li key={item.id} data-item-id={item.id}>
          {item.card}
        </li>
      ))}
    </ul>
  );
});
