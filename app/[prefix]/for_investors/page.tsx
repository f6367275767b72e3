import { getLocale, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { StatsGrid } from '@/components/sections/StatsGrid/StatsGrid';
import { Section } from '@/components/ui/Section/Section';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { OnePageForm } from '@/components/forms/OnePageForm/OnePageForm';
import { INVESTOR_FIELDS } from '@/lib/forms/fields';
import { getContent } from '@/lib/content';
import { investorFactViews } from '@/lib/content/views';
import { formatMoney } from '@/lib/money';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { MINIMUM_INVESTMENT_USD } from '@/lib/forms/choices';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('for_investors');

export default async function ForInvestorsPage() {
  const t = await getTranslations('Investors');
  const tPage = await getTranslations('Pages.for_investors');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const minimum = formatMoney(MINIMUM_INVESTMENT_USD, 'USD', locale);
  return (
    <>
      <PageTitle page="for_investors" />
      <StructuredData page="for_investors" />
      <PageHero title={tPage('title')} intro={tPage('intro', { minimum })} />
      <Section id="why" title={t('whyTitle')}>
        <div className="two-columns">
          <p className="lead">{t('why1')}</p>
          <p>{t('why2')}</p>
        </div>
      </Section>
      <Section id="figures" tone="muted" title={t('figuresTitle')}>
        <StatsGrid stats={investorFactViews(getContent(), locale)} asOf={tCommon('figuresAsOf', { date: new Date(getContent().facts.asOf) })} />
      </Section>
      <Section id="minimum" title={t('minimumTitle')}>
        <p className="lead">{t('minimumText', { amount: minimum })}</p>
        <FormScope formOnPage extra={['InvestorForm']}>
          <OnePageForm
            kind="investor"
            groups={[
              { fields: INVESTOR_FIELDS.map((field) => (field.name === 'amountUsd' ? { ...field, hintKey: 'amountHint', hintValues: { minimum } } : field)) },
            ]}
          />
        </FormScope>
      </Section>
    </>
  );
}
