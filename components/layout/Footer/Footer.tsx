import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { routePath, type RouteKey } from '@/lib/routes';
import { PLATFORM_VERSION } from '@/lib/site';
import { Logo } from '../Logo/Logo';
import styles from './Footer.module.css';

const COLUMNS: { title: 'platform' | 'company' | 'support'; pages: RouteKey[] }[] = [
  { title: 'platform', pages: ['experts', 'services', 'products', 'request_to_expert', 'request_to_service'] },
  { title: 'company', pages: ['about_project', 'clients_stories', 'for_customers', 'for_performers', 'for_investors'] },
  { title: 'support', pages: ['help_center', 'contact_us', 'offices', 'documentation'] },
];

export async function Footer() {
  const t = await getTranslations('Footer');
  const tPages = await getTranslations('Pages');
  const tMeta = await getTranslations('Metadata');
  // Prerendered: the year of the build, which every yearly content redeploy refreshes.
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Link href="/" className={styles.home}>
            <Logo name={tMeta('siteName')} tone="light" />
          </Link>
          <p>{t('tagline')}</p>
          <p className={styles.offices}>
            <Link href={routePath('offices')}>{t('offices')}</Link>
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`} className={styles.column}>
            <h2 id={`footer-${column.title}`}>{t(column.title)}</h2>
            <ul>
              {column.pages.map((key) => (
                <li key={key}>
                  <Link href={routePath(key)}>{tPages(`${key}.nav`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year })}</p>
        <nav aria-label={t('legal')} className={styles.legal}>
          <Link href={{ pathname: routePath('documentation'), hash: 'privacy' }}>{t('privacy')}</Link>
          <Link href={{ pathname: routePath('documentation'), hash: 'terms' }}>{t('terms')}</Link>
        </nav>
        <p className={styles.version}>
          <span className="visually-hidden">{t('version')}: </span>V.{PLATFORM_VERSION}
        </p>
      </div>
    </footer>
  );
}
