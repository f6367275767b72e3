import { getLocale, getTranslations } from 'next-intl/server';
import { PriceText } from '@/components/currency/Price/PriceText';
import { RequestButton } from '@/components/requests/RequestButton/RequestButton';
import { Badge } from '@/components/ui/Badge/Badge';
import { getPathname } from '@/i18n/navigation';
import type { ExpertView } from '@/lib/content/views';
import { Avatar } from '../Avatar/Avatar';
import styles from './ExpertProfile.module.css';

/** An expert's whole profile, as the profile dialog shows it: the card's facts and the full bio. */
export async function ExpertProfile({ expert }: { expert: ExpertView }) {
  const t = await getTranslations('Common');
  const locale = await getLocale();
  return (
    <article className={styles.profile} aria-labelledby={`profile-${expert.id}`}>
      <div className={styles.head}>
        <Avatar id={expert.id} name={expert.name} />
        <div>
          <h2 id={`profile-${expert.id}`} tabIndex={-1} className={styles.name}>
            {expert.name}
          </h2>
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
      <p className={styles.bio}>{expert.bio}</p>
      <dl className={styles.facts}>
        <dt>{t('price')}</dt>
        <dd>
          <PriceText usd={expert.consultationPriceUsd} render={(price) => t('pricePerHour', { price })} />
        </dd>
        <dt>{t('languages')}</dt>
        <dd>{expert.languages.join(', ')}</dd>
        <dt>{t('location')}</dt>
        <dd>{expert.location}</dd>
        <dt>{t('experience')}</dt>
        <dd>{t('yearsOfExperience', { years: expert.experienceYears })}</dd>
      </dl>
      <RequestButton
        kind="meeting"
        target={{ id: expert.id, title: expert.name }}
        href={getPathname({ href: { pathname: '/request_to_expert', query: { expert: expert.id } }, locale })}
        label={t('requestMeeting')}
        variant="primary"
      />
    </article>
  );
}
