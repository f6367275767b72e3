import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/Badge/Badge';
import { getContent } from '@/lib/content';
import styles from './ProductGroups.module.css';

/** The four product groups; the ones still being built say so. */
export async function ProductGroups({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {getContent()['product-groups'].productGroups.map((group) => (
        <li key={group.id} className={styles.card} data-status={group.status} id={`product-${group.id}`}>
          <Badge tone={group.status === 'live' ? 'accent' : 'warning'}>{group.status === 'live' ? t('statusLive') : t('statusInDevelopment')}</Badge>
          <Heading className={styles.title}>{group.title[locale]}</Heading>
          <p className={styles.description}>{group.description[locale]}</p>
          <ul className={styles.features}>
            {group.features.map((feature) => (
              <li key={feature.en}>{feature[locale]}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
