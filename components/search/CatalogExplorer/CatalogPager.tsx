'use client';

import { useTranslations } from 'next-intl';
import styles from './CatalogExplorer.module.css';

type Props = {
  page: number;
  pageCount: number;
  /** The URL of a page of these results: a plain link, so paging works without JavaScript. */
  hrefOf: (page: number) => string;
  /** Opens a page in place (the link's click, once the explorer listens). */
  onGo: (page: number) => void;
};

/** The pages to offer: the first, the last, and two either side of the current one. */
export function pagesAround(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    if (candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= 2) pages.push(candidate);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Links to the other pages of results: previous, numbers (with gaps), next. */
export function CatalogPager({ page, pageCount, hrefOf, onGo }: Props) {
  const t = useTranslations('Catalog');
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, extra: { rel?: string; 'aria-label'?: string } = {}) => (
    <a
      href={hrefOf(target)}
      aria-current={target === page && !extra.rel ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onGo(target);
      }}
      {...extra}
    >
      {label}
    </a>
  );
  return (
    <nav className={styles.pager} aria-label={t('pages')}>
      {page > 1 ? link(page - 1, t('previousPage'), { rel: 'prev' }) : null}
      <ol>
        {pagesAround(page, pageCount).map((target, position) => (
          <li key={target ?? `gap-${position}`}>
            {target === null ? <span aria-hidden="true">…</span> : link(target, String(target), { 'aria-label': t('pageNumber', { page: target }) })}
          </li>
        ))}
      </ol>
      {page < pageCount ? link(page + 1, t('nextPage'), { rel: 'next' }) : null}
    </nav>
  );
}
