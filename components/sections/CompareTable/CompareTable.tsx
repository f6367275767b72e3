import { getLocale, getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { COMPARE_COLUMNS } from '@/lib/content/schemas';
import styles from './CompareTable.module.css';

const MARK = { yes: '✓', no: '—', partial: '±' } as const;

/** Agencies, freelance and the platform, criterion by criterion; scrolls inside itself when narrow. */
export async function CompareTable({ caption }: { caption: string }) {
  const locale = await getLocale();
  const t = await getTranslations('Compare');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so keyboards can scroll it (axe: scrollable-region-focusable)
    <div className={styles.wrapper} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('criterion')}</th>
            {COMPARE_COLUMNS.map((column) => (
              <th key={column} scope="col" data-column={column}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {getContent().compare.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label[locale]}</th>
              {COMPARE_COLUMNS.map((column) => {
                const value = row.values[column];
                return (
                  <td key={column} data-column={column} data-value={value}>
                    <span aria-hidden="true" className={styles.mark}>
                      {MARK[value]}
                    </span>
                    <span className={styles.valueText}>{t(value)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
