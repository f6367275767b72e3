import { getLocale, getTranslations } from 'next-intl/server';
import { SearchCombobox } from '@/components/search/SearchCombobox/SearchCombobox';
import { getPathname } from '@/i18n/navigation';

/** Server part of the header search: the box's labels and localized paths for the island, which reads its list's words itself (Search). */
export async function SearchBox() {
  const t = await getTranslations('Header');
  const locale = await getLocale();
  return (
    <SearchCombobox
      expertsPath={getPathname({ href: '/experts', locale })}
      servicesPath={getPathname({ href: '/services', locale })}
      labels={{
        label: t('searchLabel'),
        placeholder: t('searchPlaceholder'),
        submit: t('searchSubmit'),
      }}
    />
  );
}
