import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/Badge/Badge';
import { getContent } from '@/lib/content';
import styles from './Timeline.module.css';

/** The company's milestones by year, each marked done or in development (as of the day the editors checked). */
export async function Timeline() {
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const format = await getFormatter();
  const { history: milestones, statusAsOf } = getContent().history;
  const history = [...milestones].sort((a, b) => a.year - b.year);
  // "In development" is the editors' word of a day: said with that day's month, not as of today.
  const inDevelopment = t('statusInDevelopmentAsOf', { date: format.dateTime(new Date(statusAsOf), { month: 'long', year: 'numeric' }) });
  const years = [...new Set(history.map((item) => item.year))];
  return (
    <ol className={styles.timeline}>
      {years.map((year) => (
        <li key={year} className={styles.year}>
          <h3 className={styles.yearTitle}>{year}</h3>
          <ul className={styles.items}>
            {history
              .filter((item) => item.year === year)
              .map((item) => (
                <li key={item.id} className={styles.item} data-status={item.status}>
                  <Badge tone={item.status === 'done' ? 'accent' : 'warning'}>{item.status === 'done' ? t('statusDone') : inDevelopment}</Badge>
                  <h4 className={styles.title}>{item.title[locale]}</h4>
                  <p className={styles.desc}>{item.desc[locale]}</p>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
