import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import styles from './Header.module.css';

/** The header search: a plain GET form to the experts page, so it works before any JavaScript. */
export async function SearchBox() {
  const t = await getTranslations('Header');
  const locale = await getLocale();
  return (
    <form role="search" className={styles.search} action={getPathname({ href: '/experts', locale })} method="get">
      <label className="visually-hidden" htmlFor="site-search">
        {t('searchLabel')}
      </label>
      <svg className={styles.searchIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input id="site-search" name="q" type="search" placeholder={t('searchPlaceholder')} autoComplete="off" enterKeyHint="search" />
      <button type="submit" className="visually-hidden">
        {t('searchSubmit')}
      </button>
    </form>
  );
}
