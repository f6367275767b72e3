'use client';

import { useId, useMemo, useState } from 'react';
import { FaqList, type FaqEntry } from '@/components/sections/FaqList/FaqList';
import { matchesAllWords } from '@/lib/search/normalize';
import styles from './FaqSearch.module.css';

type Props = {
  items: FaqEntry[];
  topics: { id: string; title: string }[];
  labels: { filter: string; placeholder: string; topics: string; allTopics: string; results: string[] };
};

/**
 * The help centre's questions with a text filter and topic buttons, all in the page. Everything is
 * in the prerendered HTML; filtering only hides what does not match.
 */
export function FaqSearch({ items, topics, labels }: Props) {
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<string | null>(null);
  const inputId = useId();

  const visible = useMemo(
    () => items.filter((item) => (!topic || item.topic === topic) && matchesAllWords(`${item.question} ${item.answer}`, query)),
    [items, query, topic],
  );
  const summary = labels.results[visible.length];

  return (
    <div>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          {labels.filter}
        </label>
        <input id={inputId} type="search" value={query} placeholder={labels.placeholder} onChange={(event) => setQuery(event.target.value)} className={styles.input} />
        <div role="group" aria-label={labels.topics} className={styles.topics}>
          <button type="button" aria-pressed={topic === null} onClick={() => setTopic(null)}>
            {labels.allTopics}
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
