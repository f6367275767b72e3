import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { MINIMUM_INVESTMENT_USD } from '@/lib/site';

export const generateMetadata = () => pageMetadata('for_investors');

export default async function ForInvestorsPage() {
  const t = await getTranslations('Pages.for_investors');
  const format = await getFormatter();
  const minimum = format.number(MINIMUM_INVESTMENT_USD, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return <PageHero title={t('title')} intro={t('intro', { minimum })} />;
}
