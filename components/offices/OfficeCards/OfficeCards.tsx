import { getLocale, getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import styles from './OfficeCards.module.css';

export function openStreetMapUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/** Both support offices with everything needed to reach them. */
export async function OfficeCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const locale = await getLocale();
  const t = await getTranslations('Offices');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {getContent().offices.offices.map((office) => (
        <li key={office.id} className={styles.office} id={`office-${office.id}`}>
          <Heading className={styles.city}>
            {office.city[locale]}
            <span className={styles.country}>{office.country[locale]}</span>
          </Heading>
          <dl className={styles.details}>
            <div>
              <dt>{t('address')}</dt>
              <dd>
                <address>{office.address[locale]}</address>
              </dd>
            </div>
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${office.phone.replace(/\s+/g, '')}`}>{office.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('hours')}</dt>
              <dd>{office.hours[locale]}</dd>
            </div>
          </dl>
          <a className={styles.map} href={openStreetMapUrl(office.coordinates)} target="_blank" rel="noopener noreferrer">
            {t('openInMaps')}
            <span className="visually-hidden">: {office.city[locale]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
