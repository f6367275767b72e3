import { getFormatter, getLocale } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { newsByYear } from '@/lib/content/views';
import styles from './NewsByYear.module.css';

/** News grouped by year, newest first: all of it, or the `latest` items. */
export async function NewsByYear({ latest }: { latest?: number }) {
  const locale = await getLocale();
  const format = await getFormatter();
  return (
    <div className={styles.years}>
      {newsByYear(getContent(), locale, latest).map((group) => (
        <section key={group.year} aria-labelledby={`news-${group.year}`} className={styles.year}>
          <h3 id={`news-${group.year}`} className={styles.yearTitle}>
            {group.year}
          </h3>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <time dateTime={item.date} className={styles.date}>
                  {format.dateTime(new Date(item.date), { day: 'numeric', month: 'long' })}
                </time>
                <h4 className={styles.title}>{item.title}</h4>
                <p className={styles.desc}>{item.desc}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
