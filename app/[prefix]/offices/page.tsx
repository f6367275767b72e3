import { getLocale, getTranslations } from 'next-intl/server';
import { OfficeCards } from '@/components/offices/OfficeCards/OfficeCards';
import { OfficesMap } from '@/components/offices/OfficesMap/OfficesMap';
import { OFFICES_MAP_MESSAGES } from '@/components/offices/OfficesMap/messages';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { Section } from '@/components/ui/Section/Section';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('offices');

export default async function OfficesPage() {
  const t = await getTranslations('Offices');
  const tPage = await getTranslations('Pages.offices');
  const locale = await getLocale();
  const config = getConfig();
  const offices = getContent().offices.offices.map((office) => ({ id: office.id, label: office.city[locale], ...office.coordinates }));
  return (
    <>
      <PageTitle page="offices" />
      <StructuredData page="offices" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="offices" title={t('listTitle')}>
        <OfficeCards />
      </Section>
      <Section id="map" tone="muted" title={t('mapTitle')}>
        <MessagesScope namespaces={OFFICES_MAP_MESSAGES}>
          <OfficesMap offices={offices} tileUrl={config.mapTileUrl} attribution={config.mapTileAttribution} />
        </MessagesScope>
      </Section>
    </>
  );
}
