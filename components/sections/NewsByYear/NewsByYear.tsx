import type { NewsGroup } from '@/lib/content/views';
import styles from './NewsByYear.module.css';

/** News grouped by year, newest first (lib/content/views.ts newsByYear). */
export function NewsByYear({ groups }: { groups: NewsGroup[] }) {
  return (
    <div className={styles.years}>
      {groups.map((group) => (
        <section key={group.year} aria-labelledby={`news-${group.year}`} className={styles.year}>
          <h3 id={`news-${group.year}`} className={styles.yearTitle}>
            {group.year}
          </h3>
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <time dateTime={item.date} className={styles.date}>
                  {item.day}
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
