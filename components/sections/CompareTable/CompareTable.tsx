import { useTranslations } from 'next-intl';
import type { COMPARE_COLUMNS } from '@/lib/content/schemas';
import styles from './CompareTable.module.css';

type Column = (typeof COMPARE_COLUMNS)[number];
type Value = 'yes' | 'no' | 'partial';

export type CompareRow = { id: string; label: string; values: Record<Column, Value> };

const MARK = { yes: '✓', no: '—', partial: '±' } as const;

/**
 * Agencies, freelance and the platform, criterion by criterion. On a phone all three columns fit:
 * each cell shows its mark alone (its word stays for screen readers) and a legend under the table
 * names the marks; it would scroll inside itself only on a screen narrower than any phone.
 */
/** Its messages (the caption, the headings, the values' words) are Home.compareCaption and Compare. */
export function CompareTable({ columns, rows }: { columns: readonly Column[]; rows: CompareRow[] }) {
  const t = useTranslations('Compare');
  const caption = useTranslations('Home')('compareCaption');
  const labels = { criterion: t('criterion'), columns: (column: Column) => t(column), values: (value: Value) => t(value) };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so keyboards can scroll it (axe: scrollable-region-focusable)
    <div className={styles.wrapper} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.criterion}</th>
            {columns.map((column) => (
              <th key={column} scope="col" data-column={column}>
                {labels.columns(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => {
                const value = row.values[column];
                return (
                  <td key={column} data-column={column} data-value={value}>
                    <span aria-hidden="true" className={styles.mark}>
                      {MARK[value]}
                    </span>
                    <span className={styles.valueText}>{labels.values(value)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend} aria-hidden="true">
        {(Object.keys(MARK) as Value[]).map((value) => (
          <span key={value} data-value={value}>
            <span className={styles.mark}>{MARK[value]}</span> {labels.values(value)}
          </span>
        ))}
      </p>
    </div>
  );
}
