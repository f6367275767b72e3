import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogCard } from '@/components/catalog/CatalogCard/CatalogCard';
import { ExpertProfileDialog } from '@/components/catalog/ExpertProfile/ExpertProfileDialog';
import { FormScope } from '@/components/forms/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { CatalogExplorer } from '@/components/search/CatalogExplorer/CatalogExplorer';
import { apiUrl, CATALOG_ENDPOINT } from '@/lib/api/endpoints';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { searchCatalog } from '@/lib/search/catalog-search';
import { pageTextUrl } from '@/lib/content/page-text';
import { catalogAreas, expertViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('experts');

export default async function ExpertsPage() {
  const tPage = await getTranslations('Pages.experts');
  const t = await getTranslations('Common');
  const tRequest = await getTranslations('RequestForm');
  const locale = await getLocale();
  const content = getContent();
  // The cards' text is in the page once (components/catalog/CatalogCard).
  const { items: firstPage, ...initial } = await searchCatalog(locale, 'expert', new URLSearchParams());
  const textUrl = await pageTextUrl('experts', locale);
  const experts = expertViews(content, locale);
  const areas = catalogAreas(experts, content, locale);
  return (
    <FormScope extra={['Catalog', 'Common']}>
      <PageTitle page="experts" />
      <StructuredData page="experts" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <div className="container page-body">
        <CatalogExplorer
          type="expert"
          areas={areas}
          initial={initial}
          cards={firstPage.map((item) => ({ id: item.id, card: <CatalogCard kind="expert" id={item.id} locale={locale} textUrl={textUrl} /> }))}
          endpoint={apiUrl(getConfig().apiBaseUrl, CATALOG_ENDPOINT)}
        />
      </div>
      <ExpertProfileDialog labels={{ close: t('close'), notFound: tRequest('notFoundExpert'), notFoundText: tRequest('notFoundText') }} />
    </FormScope>
  );
}
