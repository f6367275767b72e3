import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogCard } from '@/components/catalog/CatalogCard/CatalogCard';
import { ExpertProfileDialog } from '@/components/catalog/ExpertProfile/ExpertProfileDialog';
import { FormScope } from '@/components/forms/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { CatalogExplorer } from '@/components/search/CatalogExplorer/CatalogExplorer';
import { getContent } from '@/lib/content';
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
  const textUrl = await pageTextUrl('experts', locale);
  const experts = expertViews(content, locale);
  const areas = catalogAreas(experts, content, locale);
  return (
    <FormScope extra={['Catalog']}>
      <PageTitle page="experts" />
      <StructuredData page="experts" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <div className="container page-body">
        <CatalogExplorer
          type="expert"
          areas={areas}
          items={experts.map((expert) => ({
            id: expert.id,
            name: expert.name,
            priceUsd: expert.consultationPriceUsd,
            areaIds: expert.areas.map((area) => area.id),
            group: expert.areas[0]?.group ?? '',
            card: <CatalogCard kind="expert" id={expert.id} locale={locale} textUrl={textUrl} />,
          }))}
        />
      </div>
      <ExpertProfileDialog labels={{ close: t('close'), notFound: tRequest('notFoundExpert'), notFoundText: tRequest('notFoundText') }} />
    </FormScope>
  );
}
