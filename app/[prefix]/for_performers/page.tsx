import { getLocale, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { FaqList } from '@/components/sections/FaqList/FaqList';
import { FeatureGrid } from '@/components/sections/FeatureGrid/FeatureGrid';
import { StepList } from '@/components/sections/StepList/StepList';
import { Section } from '@/components/ui/Section/Section';
import { UnderDevelopmentButton } from '@/components/ui/UnderDevelopmentButton/UnderDevelopmentButton';
import { UNDER_DEVELOPMENT_MESSAGES } from '@/components/ui/UnderDevelopmentButton/messages';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { getContent } from '@/lib/content';
import { faqFor, localizeItems } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('for_performers');

export default async function ForPerformersPage() {
  const t = await getTranslations('Performers');
  const tPage = await getTranslations('Pages.for_performers');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const content = getContent();
  return (
    <>
      <PageTitle page="for_performers" />
      <StructuredData page="for_performers" />
      <PageHero title={tPage('title')} intro={tPage('intro')}>
        <div className="hero-actions">
          <MessagesScope namespaces={UNDER_DEVELOPMENT_MESSAGES}>
            <UnderDevelopmentButton label={t('apply')} />
          </MessagesScope>
        </div>
      </PageHero>
      <Section id="benefits" title={t('benefitsTitle')}>
        <FeatureGrid features={localizeItems(content.facts.performerBenefits, locale)} />
      </Section>
      <Section id="accreditation" tone="muted" title={t('accreditationTitle')} intro={t('accreditationIntro')}>
        <StepList steps={localizeItems(content.processes.accreditation, locale)} />
      </Section>
      <Section id="job-application" title={t('jobTitle')} intro={t('jobIntro')}>
        <StepList steps={localizeItems(content.processes.jobApplication, locale)} />
      </Section>
      <Section id="faq" tone="muted" title={tCommon('faqTitle')}>
        <FaqList items={faqFor(content, 'for_performers', locale)} />
      </Section>
    </>
  );
}
