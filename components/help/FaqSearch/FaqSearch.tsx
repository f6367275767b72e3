'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { FaqList, type FaqEntry } from '@/components/sections/FaqList/FaqList';
import { lazyPart, useLazyPart } from '@/components/ui/LazyPart/lazyPart';
import type { Locale } from '@/lib/i18n/locales';
import { whenIdle } from '@/lib/navigation/browser';
import { searchIndex } from '@/lib/search/engine';
import { matchesAllWords } from '@/lib/search/normalize';
import { questionDocuments } from '@/lib/search/questions';
import styles from './FaqSearch.module.css';

type Props = {
  locale: Locale;
  items: FaqEntry[];
  /** The count of all the questions, worded by the server: what the summary says until the filter hides one. */
  allCount: string;
  topics: { id: string; title: string }[];
};

// The site's search engine (stemming, typos, scripts), loaded after the page like other parts.
const engineCode = lazyPart(() => import('@/lib/search/fulltext'));

/**
 * The help centre's questions with a text filter and topic buttons, all in the page. Everything is
 * in the prerendered HTML; filtering only hides what does not match. The search engine loads when
 * the page is idle (so the filter still works if the connection drops) or on the first key; until
 * it is there, the filter matches the query's words as written.
 */
export function FaqSearch({ locale, items, allCount, topics }: Props) {
  const t = useTranslations('HelpCenter');
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<string | null>(null);
  const [engine, loadEngine] = useLazyPart(engineCode, { reloadOnFailure: false, announce: false });
  const inputId = useId();

  useEffect(() => whenIdle(engineCode.preload), []);

  const index = useMemo(() => {
    if (engine.status !== 'ready') return null;
    const topicTitles = new Map(topics.map((entry) => [entry.id, entry.title]));
    return engine.value.createSearchIndex(locale, questionDocuments(items, topicTitles));
  }, [engine, locale, items, topics]);

  const visible = useMemo(() => {
    const found = query.trim() === '' ? null : index ? new Set(searchIndex(index, query).map((hit) => hit.id)) : undefined;
    const matches = (item: FaqEntry) => (found === null ? true : found ? found.has(item.id) : matchesAllWords(`${item.question} ${item.answer}`, query));
    return items.filter((item) => (!topic || item.topic === topic) && matches(item));
  }, [items, index, query, topic]);
  // Wording a plural builds the language's first Intl objects, a long task on a phone: the
  // server's words serve while every question shows, so hydration does not pay for it.
  const summary = visible.length === items.length ? allCount : t('results', { count: visible.length });

  return (
    <div>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          {t('filterLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={t('filterPlaceholder')}
          onFocus={engineCode.preload}
          onChange={(event) => {
            setQuery(event.target.value);
            if (engine.status !== 'ready') void loadEngine();
          }}
          className={styles.input}
        />
        <div role="group" aria-label={t('topicsLabel')} className={styles.topics}>
          <button type="button" aria-pressed={topic === null} onClick={() => setTopic(null)}>
            {t('allTopics')}
          </button>
          {topics.map((entry) => (
            <button key={entry.id} type="button" aria-pressed={topic === entry.id} onClick={() => setTopic(entry.id)}>
              {entry.title}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {topics
        .filter((entry) => visible.some((item) => item.topic === entry.id))
        .map((entry) => (
          <section key={entry.id} aria-labelledby={`topic-${entry.id}`} className={styles.topic}>
            <h2 id={`topic-${entry.id}`} className={styles.topicTitle}>
              {entry.title}
            </h2>
            <FaqList items={visible.filter((item) => item.topic === entry.id)} />
          </section>
        ))}
    </div>
  );
}
