import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { CurrencySelect } from '@/components/currency/CurrencySelect/CurrencySelect';
import { LocaleSwitcher } from '@/components/LocaleSwitcher/LocaleSwitcher';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';
import { MAIN_NAV } from './navigation';
import styles from './Header.module.css';

export async function Header() {
  const t = await getTranslations('Header');
  const tPages = await getTranslations('Pages');
  const tMeta = await getTranslations('Metadata');

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.home} aria-label={t('homeLink')}>
          <Logo name={tMeta('siteName')} />
        </Link>
        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          <nav aria-label={t('mainNavigation')} className={styles.nav}>
            <NavLinks items={MAIN_NAV.map((key) => ({ href: routePath(key), label: tPages(`${key}.nav`) }))} linkClassName={styles.navLink} />
          </nav>
          <div className={styles.tools}>
            <SearchBox />
            <div className={styles.settings} role="group" aria-label={t('settings')}>
              <CurrencySelect label={t('currency')} />
              <LocaleSwitcher />
            </div>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
