import { getLocale } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { LOCALE_TABLE } from '@/lib/i18n/locales';
import { LocaleSwitcherSelect } from './LocaleSwitcherSelect';

/** Server part of the language switcher: the languages and the cookie's setting for the client select. */
export async function LocaleSwitcher() {
  const locale = await getLocale();
  return (
    <LocaleSwitcherSelect
      current={locale}
      options={LOCALE_TABLE.map((entry) => ({ value: entry.tag, prefix: entry.prefix, label: entry.nativeName }))}
      crossSiteCookie={getConfig().localeCookieCrossSite}
    />
  );
}
