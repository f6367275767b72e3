import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { CurrencySelect } from '@/components/currency/CurrencySelect/CurrencySelect';
import { LocaleSwitcher } from '@/components/LocaleSwitcher/LocaleSwitcher';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { SearchBox } from './SearchBox';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { MAIN_NAV } from './navigation';
import styles from './Header.module.css';

/** The messages the header's islands read: the menu, the search box and its list, the settings, the links. */
const HEADER_ISLAND_MESSAGES = [
  'Search',
  ...['openMenu', 'closeMenu', 'searchLabel', 'searchPlaceholder', 'searchSubmit', 'currency', 'language'].map((key) => `Header.${key}`),
  ...MAIN_NAV.map((key) => `Pages.${key}.nav`),
];

export async function Header() {
  const t = await getTranslations('Header');
  const tMeta = await getTranslations('Metadata');

  return (
    <MessagesScope namespaces={HEADER_ISLAND_MESSAGES}>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link href="/" className={styles.home} aria-label={t('homeLink')}>
            <Logo name={tMeta('siteName')} />
          </Link>
          <MobileMenu>
            <nav aria-label={t('mainNavigation')} className={styles.nav}>
              <NavLinks pages={MAIN_NAV} linkClassName={styles.navLink} />
            </nav>
            <div className={styles.tools}>
              <SearchBox />
              <div className={styles.settings} role="group" aria-label={t('settings')}>
                <CurrencySelect />
                <LocaleSwitcher />
              </div>
            </div>
          </MobileMenu>
        </div>
      </header>
    </MessagesScope>
  );
}
