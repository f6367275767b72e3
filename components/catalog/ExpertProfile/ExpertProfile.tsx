import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ExpertView, ServiceView } from '@/lib/content/views';
import { CATALOG_ITEM_ROUTES, catalogItemPath } from '@/lib/routes';
import { ExpertCard } from '../ExpertCard/ExpertCard';
import styles from './ExpertProfile.module.css';

type Props = { expert: ExpertView; services: Pick<ServiceView, 'id' | 'title'>[] };

/** An expert's own page: the card with the whole bio, the services they take part in, and the way back to the catalogue. */
export async function ExpertProfile({ expert, services }: Props) {
  const t = await getTranslations('Catalog');
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <Link href={CATALOG_ITEM_ROUTES.expert}>{t('allExperts')}</Link>
      </nav>
      <div className={styles.profile}>
        <ExpertCard expert={expert} headingLevel={1} profile />
      </div>
      {services.length > 0 ? (
        <section aria-labelledby="expert-services" className={styles.services}>
          <h2 id="expert-services">{t('expertServices')}</h2>
          <ul className="link-list">
            {services.map((service) => (
              <li key={service.id}>
                <Link href={catalogItemPath('service', service.id)}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
