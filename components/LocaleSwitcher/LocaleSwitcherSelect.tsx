'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useChoiceBeforeHydration } from '@/components/forms/useChoiceBeforeHydration';
import { useRouter } from 'next/navigation';
import { getPathname, usePathname } from '@/i18n/navigation';
import { localeCookieOptions, serializeLocaleCookie } from '@/lib/i18n/cookie';
import { isLocale, type Locale, type LocalePrefix } from '@/lib/i18n/locales';
import { PAGE_CHANGE_NAVIGATION } from '@/lib/navigation/page-transition';
import styles from '@/components/styles/setting-select.module.css';

type Props = {
  current: Locale;
  options: { value: Locale; prefix: LocalePrefix; label: string }[];
  crossSiteCookie: boolean;
};

/**
 * Remembers the choice in the `NEXT_LOCALE` cookie (365 days) and opens the same page, with the
 * same query, in the chosen language.
 */
export function LocaleSwitcherSelect({ current, options, crossSiteCookie }: Props) {
  const label = useTranslations('Header')('language');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    const option = options.find((entry) => entry.value === next);
    if (!isLocale(next) || !option) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and Firefox
    document.cookie = serializeLocaleCookie(localeCookieOptions(option.prefix, { crossSite: crossSiteCookie }));
    // English is unprefixed (next-intl's router would keep `/en`, expecting its own middleware).
    const href = getPathname({ href: pathname, locale: next }) + window.location.search + window.location.hash;
    startTransition(() => router.replace(href, PAGE_CHANGE_NAVIGATION));
  }
  const select = useChoiceBeforeHydration(current, choose);

  return (
    <label className={styles.switcher} data-pending={pending || undefined}>
      <span className="visually-hidden">{label}</span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={styles.icon}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <select {...select} name="locale" disabled={pending} className={`${styles.select} ${styles.languages}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
