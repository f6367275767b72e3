'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import type { StoredDocument } from '@/lib/search/engine';
import styles from './SearchCombobox.module.css';

type Props = {
  id: string;
  label: string;
  hidden: boolean;
  /** The best few of each kind (lib/search/catalog-search.ts), and how many there are in all. */
  experts: { total: number; hits: readonly StoredDocument[] };
  services: { total: number; hits: readonly StoredDocument[] };
  /** Whether the list answers what is typed now: until then an empty list is not "no results". */
  ready: boolean;
  query: string;
  allHref: string;
  active: number;
  hrefOf: (hit: StoredDocument) => string;
  go: (href: string) => void;
};

/**
 * The header search's list, grouped and counted, with its announcement. Memoized: a keystroke
 * renders the box at once and this list after it (the query is deferred), so typing stays quick.
 */
export const SearchResults = memo(function SearchResults({ id, label, hidden, experts, services, ready, query, allHref, active, hrefOf, go }: Props) {
  const t = useTranslations('Search');
  const count = experts.total + services.total;
  const option = (hit: StoredDocument, position: number) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: an option of the combobox: the keys are the input's (aria-activedescendant)
    <div
      key={`${hit.type}-${hit.id}`}
      id={`${id}-option-${position}`}
      role="option"
      aria-selected={position === active}
      className={styles.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => go(hrefOf(hit))}
    >
      <span className={styles.optionTitle}>{hit.title}</span>
      <span className={styles.optionSubtitle}>{hit.subtitle}</span>
    </div>
  );
  return (
    <>
      <div className={styles.results} hidden={hidden}>
        <div id={`${id}-list`} role="listbox" aria-label={label}>
          {experts.hits.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-experts`} className={styles.group}>
              <div id={`${id}-experts`} className={styles.groupTitle}>
                {t('experts')} <span className={styles.count}>{experts.total}</span>
              </div>
              {experts.hits.map((hit, position) => option(hit, position))}
            </div>
          ) : null}
          {services.hits.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-services`} className={styles.group}>
              <div id={`${id}-services`} className={styles.groupTitle}>
                {t('services')} <span className={styles.count}>{services.total}</span>
              </div>
              {services.hits.map((hit, position) => option(hit, experts.hits.length + position))}
            </div>
          ) : null}
        </div>
        {ready && count === 0 ? <p className={styles.noResults}>{t('noResults', { query })}</p> : null}
        {count > 0 ? (
          <a
            href={allHref}
            className={styles.allResults}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.preventDefault();
              go(allHref);
            }}
          >
            {t('allResults', { query })}
          </a>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {!hidden && ready ? t('results', { count }) : ''}
      </p>
    </>
  );
});
