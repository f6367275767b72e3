import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/Badge/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink/ButtonLink';
import { UnderDevelopmentButton } from '@/components/ui/UnderDevelopmentButton/UnderDevelopmentButton';
import { UNDER_DEVELOPMENT_MESSAGES } from '@/components/ui/UnderDevelopmentButton/messages';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { getContent } from '@/lib/content';
import styles from './ProductGroups.module.css';

/** The four product groups: a live one opens its catalogue, one still being built says so. `compact`: without their features. */
export async function ProductGroups({ headingLevel = 3, compact = false }: { headingLevel?: 2 | 3; compact?: boolean }) {
  const locale = await getLocale();
  const t = await getTranslations('Common');
  const tProducts = await getTranslations('Products');
  const Heading = `h${headingLevel}` as const;
  return (
    <MessagesScope namespaces={UNDER_DEVELOPMENT_MESSAGES}>
      <ul className={styles.grid}>
        {getContent()['product-groups'].productGroups.map((group) => (
          <li key={group.id} className={styles.card} data-status={group.status} id={`product-${group.id}`}>
            <Badge tone={group.status === 'live' ? 'accent' : 'warning'}>{group.status === 'live' ? t('statusLive') : t('statusInDevelopment')}</Badge>
            <Heading className={styles.title}>{group.title[locale]}</Heading>
            <p className={styles.description}>{group.description[locale]}</p>
            {/* The home page's overview leaves each group's features to /products. */}
            {compact ? null : (
              <ul className={styles.features}>
                {group.features.map((feature) => (
                  <li key={feature.en}>{feature[locale]}</li>
                ))}
              </ul>
            )}
            <div className={styles.action}>
              {group.catalogue ? (
                <ButtonLink href={group.catalogue} variant="secondary" aria-label={`${tProducts('openGroup')}: ${group.title[locale]}`}>
                  {tProducts('openGroup')}
                </ButtonLink>
              ) : (
                <UnderDevelopmentButton label={tProducts('openGroup')} srLabel={group.title[locale]} variant="secondary" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </MessagesScope>
  );
}
