'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchIndex, type SearchHit, type SearchIndex } from '@/lib/search/engine';
import { loadSearchIndex } from '@/lib/search/client';
import styles from './SearchCombobox.module.css';

/** The header's own words for the box; the list's come from the Search messages. */
type Labels = { label: string; placeholder: string; submit: string };

type Props = { labels: Labels; expertsPath: string; servicesPath: string; detailsPath: string };

const PER_GROUP = 5;

/**
 * The header search: a combobox with a quick list of experts and services, grouped and counted,
 * operable by keyboard (arrows, Enter, Escape). Without JavaScript it is a plain form that opens
 * the experts page with the query.
 */
export function SearchCombobox({ labels, expertsPath, servicesPath, detailsPath }: Props) {
  const t = useTranslations('Search');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open || index) return;
    loadSearchIndex(locale).then(setIndex, () => setIndex({ locale, documents: [] }));
  }, [open, index, locale]);

  const hits = index && query.trim() ? searchIndex(index, query) : [];
  const experts = hits.filter((hit) => hit.type === 'expert');
  const services = hits.filter((hit) => hit.type === 'service');
  const shown = [...experts.slice(0, PER_GROUP), ...services.slice(0, PER_GROUP)];
  const allHref = `${experts.length === 0 && services.length > 0 ? servicesPath : expertsPath}?q=${encodeURIComponent(query.trim())}`;
  const hrefOf = (hit: SearchHit) =>
    hit.type === 'expert' ? `${expertsPath}?q=${encodeURIComponent(hit.title)}` : `${detailsPath}?service=${encodeURIComponent(hit.id)}`;
  const showList = open && query.trim() !== '';

  function go(href: string) {
    setOpen(false);
    router.push(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (shown.length === 0 ? -1 : (current + 1) % shown.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (shown.length === 0 ? -1 : current <= 0 ? shown.length - 1 : current - 1));
    } else if (event.key === 'Escape') {
      // Handled here (the list closes, then the text clears): the menu around the box stays open.
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
    } else if (event.key === 'Enter' && showList && active >= 0 && shown[active]) {
      event.preventDefault();
      go(hrefOf(shown[active]!));
    }
  }

  const option = (hit: SearchHit, position: number) => (
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
    <form
      role="search"
      aria-label={labels.label}
      className={styles.search}
      action={expertsPath}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) go(allHref);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {labels.label}
      </label>
      <svg className={styles.searchIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="visually-hidden">
        {labels.submit}
      </button>
      <div className={styles.results} hidden={!showList}>
        <div id={`${id}-list`} role="listbox" aria-label={labels.label}>
          {experts.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-experts`} className={styles.group}>
              <div id={`${id}-experts`} className={styles.groupTitle}>
                {t('experts')} <span className={styles.count}>{experts.length}</span>
              </div>
              {experts.slice(0, PER_GROUP).map((hit, position) => option(hit, position))}
            </div>
          ) : null}
          {services.length > 0 ? (
            <div role="group" aria-labelledby={`${id}-services`} className={styles.group}>
              <div id={`${id}-services`} className={styles.groupTitle}>
                {t('services')} <span className={styles.count}>{services.length}</span>
              </div>
              {services.slice(0, PER_GROUP).map((hit, position) => option(hit, Math.min(experts.length, PER_GROUP) + position))}
            </div>
          ) : null}
        </div>
        {index !== null && hits.length === 0 ? <p className={styles.noResults}>{t('noResults', { query: query.trim() })}</p> : null}
        {hits.length > 0 ? (
          <a
            href={allHref}
            className={styles.allResults}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.preventDefault();
              go(allHref);
            }}
          >
            {t('allResults', { query: query.trim() })}
          </a>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {showList && index ? t('results', { count: hits.length }) : ''}
      </p>
    </form>
  );
}
