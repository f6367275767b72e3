import { getLocale, getTranslations } from 'next-intl/server';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { ServicesSlider } from '@/components/home/Sliders';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { RequestCallToAction } from '@/components/sections/CallToAction/RequestCallToAction';
import { FaqList } from '@/components/sections/FaqList/FaqList';
import { FeatureGrid } from '@/components/sections/FeatureGrid/FeatureGrid';
import { StepList } from '@/components/sections/StepList/StepList';
import { Section } from '@/components/ui/Section/Section';
import { getContent } from '@/lib/content';
import { faqFor, localizeItems } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('for_customers');

export default async function ForCustomersPage() {
  const t = await getTranslations('Customers');
  const tPage = await getTranslations('Pages.for_customers');
  const tHome = await getTranslations('Home');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const content = getContent();
  return (
    <FormScope>
      <PageTitle page="for_customers" />
      <StructuredData page="for_customers" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="flows" title={t('flowsTitle')}>
        <div className="two-columns">
          <section aria-labelledby="flow-adaptive">
            <h3 id="flow-adaptive">{t('adaptiveTitle')}</h3>
            <p className="muted">{t('adaptiveIntro')}</p>
            <StepList steps={localizeItems(content.processes.adaptive, locale)} layout="column" />
          </section>
          <section aria-labelledby="flow-ready">
            <h3 id="flow-ready">{t('readyTitle')}</h3>
            <p className="muted">{t('readyIntro')}</p>
            <StepList steps={localizeItems(content.processes.ready, locale)} layout="column" />
          </section>
        </div>
      </Section>
      <Section id="services" tone="muted" title={tHome('servicesTitle')} intro={tHome('servicesIntro')}>
        <ServicesSlider label={tHome('servicesTitle')} />
      </Section>
      <Section id="guarantees" title={t('guaranteesTitle')} intro={tHome('guaranteesIntro')}>
        <FeatureGrid features={localizeItems(content.facts.guarantees, locale)} />
      </Section>
      <Section id="faq" tone="muted" title={tCommon('faqTitle')}>
        <FaqList items={faqFor(content, 'for_customers', locale)} />
      </Section>
      <RequestCallToAction />
    </FormScope>
  );
}
