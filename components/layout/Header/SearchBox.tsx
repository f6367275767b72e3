import { getLocale } from 'next-intl/server';
import { SearchCombobox } from '@/components/search/SearchCombobox/SearchCombobox';
import { getPathname } from '@/i18n/navigation';

/** Server part of the header search: the localized paths for the island. */
export async function SearchBox() {
  const locale = await getLocale();
  return <SearchCombobox expertsPath={getPathname({ href: '/experts', locale })} servicesPath={getPathname({ href: '/services', locale })} />;
}
