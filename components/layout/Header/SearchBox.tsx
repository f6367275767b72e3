import { getLocale, getTranslations } from 'next-intl/server';
import { SearchCombobox } from '@/components/search/SearchCombobox/SearchCombobox';
import { getPathname } from '@/i18n/navigation';
import { getContent } from '@/lib/content';

/** Server part of the header search: translated labels and localized paths for the island. */
export async function SearchBox() {
  const t = await getTranslations('Header');
  const tSearch = await getTranslations('Search');
  const locale = await getLocale();
  const content = getContent();
  const max = content.experts.experts.length + content.services.services.length;
  return (
    <SearchCombobox
      locale={locale}
      expertsPath={getPathname({ href: '/experts', locale })}
      servicesPath={getPathname({ href: '/services', locale })}
      detailsPath={getPathname({ href: '/full_card_service', locale })}
      labels={{
        label: t('searchLabel'),
        placeholder: t('searchPlaceholder'),
        submit: t('searchSubmit'),
        experts: tSearch('experts'),
        services: tSearch('services'),
        allResults: tSearch('allResults', { query: '{query}' }),
        noResults: tSearch('noResults', { query: '{query}' }),
        counts: Array.from({ length: max + 1 }, (_, count) => tSearch('results', { count })),
      }}
    />
  );
}
