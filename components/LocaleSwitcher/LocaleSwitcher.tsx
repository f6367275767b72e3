import { getLocale, getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { LOCALE_TABLE } from '@/lib/i18n/locales';
import { LocaleSwitcherSelect } from './LocaleSwitcherSelect';

/** Server part of the language switcher: translates and hands plain props to the client select. */
export async function LocaleSwitcher() {
  const t = await getTranslations('Header');
  const locale = await getLocale();
  return (
    <LocaleSwitcherSelect
      label={t('language')}
      current={locale}
      options={LOCALE_TABLE.map((entry) => ({ value: entry.tag, prefix: entry.prefix, label: entry.nativeName }))}
      crossSiteCookie={getConfig().localeCookieCrossSite}
    />
  );
}
