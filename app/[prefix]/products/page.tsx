import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { ProductGroups } from '@/components/sections/ProductGroups/ProductGroups';
import { Section } from '@/components/ui/Section/Section';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('products');

export default async function ProductsPage() {
  const tPage = await getTranslations('Pages.products');
  const tHome = await getTranslations('Home');
  return (
    <>
      <PageTitle page="products" />
      <StructuredData page="products" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="groups" title={tHome('productsTitle')} intro={tHome('productsIntro')}>
        <ProductGroups />
      </Section>
    </>
  );
}
