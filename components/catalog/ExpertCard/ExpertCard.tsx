import { useLocale, useTranslations } from 'next-intl';
import { RequestButton } from '@/components/requests/RequestButton/RequestButton';
import { getPathname } from '@/i18n/navigation';
import { priceValues } from '@/components/currency/Price/Price';
import { Badge } from '@/components/ui/Badge/Badge';
import type { ExpertCardView, ExpertView } from '@/lib/content/views';
import { catalogItemPath } from '@/lib/routes';
import { Avatar } from '@/components/ui/Avatar/Avatar';
import { EXPERT_CARD } from './markers';
import styles from './ExpertCard.module.css';

type Props = {
  /** On the expert's own page, the expert whole; elsewhere, the card's part (the bio's first sentence). */
  expert: ExpertView | ExpertCardView;
  headingLevel?: 1 | 2 | 3;
  /** On the expert's own page: the whole bio, and no link to the page itself. */
  profile?: boolean;
  /** In a slider: the price on one line, without the bio, languages and location, which the profile shows. */
  compact?: boolean;
};

/**
 * An expert: who, what they do, what an hour costs, and the way to book a meeting. Rendered by
 * the server, and by the browser in the home page's slider (components/home/HomeText).
 */
export function ExpertCard({ expert, headingLevel = 3, compact = false, profile = false }: Props) {
  const t = useTranslations('Common');
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const price = t.rich('pricePerHour', priceValues(expert.consultationPriceUsd, locale));
  return (
    <article className={styles.card} aria-labelledby={`expert-${expert.id}`} {...{ [EXPERT_CARD.attribute]: expert.id }}>
      <div className={styles.head}>
        <Avatar id={expert.id} name={expert.name} />
        <div>
          <Heading id={`expert-${expert.id}`} className={styles.name}>
            {expert.name}
          </Heading>
          <p className={styles.title}>{expert.title}</p>
        </div>
      </div>
      <ul className={styles.areas} aria-label={t('areas')}>
        {expert.areas.map((area) => (
          <li key={area.id}>
            <Badge tone="brand">{area.name}</Badge>
          </li>
        ))}
      </ul>
      {compact ? null : (
        <p className={styles.bio} {...{ [EXPERT_CARD.bio]: '' }}>
          {'bio' in expert ? expert.bio : expert.summary}
        </p>
      )}
      {profile ? null : (
        <a
          className={styles.more}
          href={getPathname({ href: catalogItemPath('expert', expert.id), locale })}
          data-profile-link={expert.id}
          aria-label={`${t('viewProfile')}: ${expert.name}`}
        >
          {t('viewProfile')}
        </a>
      )}
      {compact ? (
        <p className={styles.line}>{price}</p>
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('price')}</dt>
            <dd>{price}</dd>
          </div>
          <div>
            <dt>{t('languages')}</dt>
            <dd>{expert.languages.join(', ')}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{expert.location}</dt>
            <dd>
              {expert.location} · {t('yearsOfExperience', { years: expert.experienceYears })}
            </dd>
          </div>
        </dl>
      )}
      <RequestButton
        kind="meeting"
        target={{ id: expert.id, title: expert.name, priceUsd: expert.consultationPriceUsd }}
        href={getPathname({ href: { pathname: '/request_to_expert', query: { expert: expert.id } }, locale })}
        label={t('requestMeeting')}
        srLabel={expert.name}
      />
    </article>
  );
}
