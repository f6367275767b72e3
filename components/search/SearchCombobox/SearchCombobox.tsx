'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useApiUrl } from '@/components/system/ApiBase/ApiBase';
import { SUGGEST_ENDPOINT } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { PAGE_CHANGE_NAVIGATION } from '@/lib/navigation/page-transition';
import type { SuggestAnswer } from '@/lib/search/catalog-search';
import { fetchSuggestions } from '@/lib/search/client';
import type { StoredDocument } from '@/lib/search/engine';
import styles from './SearchCombobox.module.css';
import { SearchResults } from './SearchResults';

type Props = {
  expertsPath: string;
  servicesPath: string;
};

/** How long typing may pause before the list is asked for: one request per word, not per letter. */
const TYPING_PAUSE_MS = 120;
const NOTHING: SuggestAnswer = { experts: { total: 0, hits: [] }, services: { total: 0, hits: [] } };

/**
 * The header search: a combobox with a quick list of experts and services, grouped and counted,
 * operable by keyboard (arrows, Enter, Escape). Without JavaScript it is a plain form that opens
 * the experts page with the query.
 */
export function SearchCombobox({ expertsPath, servicesPath }: Props) {
  // The box's own messages are the header's; the list's are the Search namespace.
  const tHeader = useTranslations('Header');
  const labels = { label: tHeader('searchLabel'), placeholder: tHeader('searchPlaceholder'), submit: tHeader('searchSubmit') };
  const endpoint = useApiUrl(SUGGEST_ENDPOINT);
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The list shown, and the query it answers: it stays while the next one is asked for.
  const [answer, setAnswer] = useState<{ query: string; list: SuggestAnswer } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listQuery = query.trim();

  // Text typed before React hydrated the box stays on screen, but React never heard of it: taken
  // up here, so the list opens for it and Enter searches for it (it did nothing).
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setQuery(input.value);
    if (document.activeElement === input) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open || !listQuery || answer?.query === listQuery) return;
    let current = true;
    const timer = setTimeout(
      () =>
        fetchSuggestions(endpoint, locale, listQuery).then(
          (list) => current && setAnswer({ query: listQuery, list }),
          () => current && setAnswer({ query: listQuery, list: NOTHING }),
        ),
      TYPING_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, listQuery, answer?.query, endpoint, locale]);

  const list = answer?.list ?? NOTHING;
  const experts = list.experts.hits;
  const services = list.services.hits;
  const shown = [...experts, ...services];
  const hrefForQuery = (text: string) => `${list.experts.total === 0 && list.services.total > 0 ? servicesPath : expertsPath}?q=${encodeURIComponent(text)}`;
  const hrefOf = useCallback(
    (hit: StoredDocument) => `${hit.type === 'expert' ? expertsPath : servicesPath}/${encodeURIComponent(hit.id)}`,
    [expertsPath, servicesPath],
  );
  const showList = open && query.trim() !== '';

  const go = useCallback(
    (href: string) => {
      // The box stays in the header across pages: nothing stays chosen for the next Enter.
      setOpen(false);
      setActive(-1);
      router.push(href, PAGE_CHANGE_NAVIGATION);
    },
    [router],
  );

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

  return (
    <form
      role="search"
      aria-label={labels.label}
      className={styles.search}
      action={expertsPath}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) go(hrefForQuery(query.trim()));
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {labels.label}
      </label>
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
      {/* The magnifier sends the search (to the list of results) for a pointer; a keyboard sends it
          with Enter in the box, so the button is no stop of its own on the way through the page. */}
      <button type="submit" className={styles.submit} aria-label={labels.submit} tabIndex={-1}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <SearchResults
        id={id}
        label={labels.label}
        hidden={!showList}
        experts={list.experts}
        services={list.services}
        ready={answer?.query === listQuery}
        query={answer?.query ?? listQuery}
        allHref={hrefForQuery(listQuery)}
        active={active}
        hrefOf={hrefOf}
        go={go}
      />
    </form>
  );
}
