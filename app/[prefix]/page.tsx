import { getLocale, getTranslations } from 'next-intl/server';
import { ExpertsSlider, ServicesSlider, TestimonialsSlider } from '@/components/home/Sliders';
import { FormScope } from '@/components/forms/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { RequestCallToAction } from '@/components/sections/CallToAction/RequestCallToAction';
import { CompareTable } from '@/components/sections/CompareTable/CompareTable';
import { FaqList } from '@/components/sections/FaqList/FaqList';
import { FeatureGrid } from '@/components/sections/FeatureGrid/FeatureGrid';
import { NewsByYear } from '@/components/sections/NewsByYear/NewsByYear';
import { ProductGroups } from '@/components/sections/ProductGroups/ProductGroups';
import { StepList } from '@/components/sections/StepList/StepList';
import { ButtonLink } from '@/components/ui/ButtonLink/ButtonLink';
import { Section } from '@/components/ui/Section/Section';
import { getContent } from '@/lib/content';
import { accreditedExperts, faqFor, localizeItems } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('home');

/** The newest news items; the about page has all of them, by year. */
const LATEST_NEWS = 3;

export default async function HomePage() {
  const t = await getTranslations('Home');
  const tPage = await getTranslations('Pages.home');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const content = getContent();

  return (
    <FormScope>
      <StructuredData page="home" />
      <PageHero
        title={tPage('title')}
        intro={tPage('intro')}
        // The date of the build: the day this content went live.
        eyebrow={tPage('highlight', { experts: accreditedExperts(content), date: new Date() })}
      >
        <div className="hero-actions">
          <ButtonLink href="/experts">{t('heroPrimary')}</ButtonLink>
          <ButtonLink href="/services" variant="secondary">
            {t('heroSecondary')}
          </ButtonLink>
        </div>
      </PageHero>

      <Section
        id="products"
        title={t('productsTitle')}
        intro={t('productsIntro')}
        action={
          <ButtonLink href="/products" variant="ghost">
            {t('allProducts')}
          </ButtonLink>
        }
      >
        <ProductGroups compact />
      </Section>

      <Section
        id="experts"
        tone="muted"
        title={t('expertsTitle')}
        intro={t('expertsIntro')}
        action={
          <ButtonLink href="/experts" variant="ghost">
            {tCommon('allExperts')}
          </ButtonLink>
        }
      >
        <ExpertsSlider label={t('expertsTitle')} />
      </Section>

      <Section
        id="services"
        title={t('servicesTitle')}
        intro={t('servicesIntro')}
        action={
          <ButtonLink href="/services" variant="ghost">
            {tCommon('allServices')}
          </ButtonLink>
        }
      >
        <ServicesSlider label={t('servicesTitle')} />
      </Section>

      <Section id="how-it-works" tone="muted" title={t('howTitle')}>
        <StepList steps={localizeItems(content.processes.howItWorks, locale)} />
      </Section>

      <Section id="guarantees" title={t('guaranteesTitle')} intro={t('guaranteesIntro')}>
        <FeatureGrid features={localizeItems(content.facts.guarantees, locale)} />
      </Section>

      <Section id="compare" tone="muted" title={t('compareTitle')}>
        <CompareTable caption={t('compareCaption')} />
      </Section>

      <Section id="testimonials" title={t('testimonialsTitle')}>
        <TestimonialsSlider label={t('testimonialsTitle')} />
      </Section>

      <Section
        id="news"
        tone="muted"
        title={t('newsTitle')}
        action={
          <ButtonLink href="/about_project#news" variant="ghost">
            {t('allNews')}
          </ButtonLink>
        }
      >
        <NewsByYear latest={LATEST_NEWS} />
      </Section>

      <Section
        id="faq"
        title={tCommon('faqTitle')}
        action={
          <ButtonLink href="/help_center" variant="ghost">
            {tCommon('moreQuestions')}
          </ButtonLink>
        }
      >
        <FaqList items={faqFor(content, 'home', locale)} />
      </Section>

      <RequestCallToAction />
    </FormScope>
  );
}
