import { getLocale, getTranslations } from 'next-intl/server';
import { ExpertsSlider, ServicesSlider, TestimonialsSlider } from '@/components/home/Sliders';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { Hero } from '@/components/page/Hero/Hero';
import { RequestCallToAction } from '@/components/sections/CallToAction/RequestCallToAction';
import { HomeText } from '@/components/home/HomeText/HomeText';
import { ProductGroups } from '@/components/sections/ProductGroups/ProductGroups';
import { ButtonLink } from '@/components/ui/ButtonLink/ButtonLink';
import { Section } from '@/components/ui/Section/Section';
import { getContent } from '@/lib/content';
import { messageFileUrl } from '@/lib/message-files';
import { accreditedExperts, newsYears } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('home');

export default async function HomePage() {
  const t = await getTranslations('Home');
  const tPage = await getTranslations('Pages.home');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const content = getContent();
  // How it works, the guarantees, the comparison, the news and the questions: static text the
  // page carries once, in its HTML (components/home/HomeText).
  const text = { locale, messagesUrl: await messageFileUrl('home', locale) };

  return (
    <FormScope>
      <PageTitle page="home" />
      <StructuredData page="home" />
      <Hero
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
      </Hero>

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
        <HomeText part="steps" {...text} />
      </Section>

      <Section id="guarantees" title={t('guaranteesTitle')} intro={t('guaranteesIntro')}>
        <HomeText part="guarantees" {...text} />
      </Section>

      <Section id="compare" tone="muted" title={t('compareTitle')}>
        <HomeText part="compare" {...text} />
      </Section>

      <Section id="testimonials" title={t('testimonialsTitle')}>
        <TestimonialsSlider label={t('testimonialsTitle')} />
      </Section>

      <Section
        id="news"
        tone="muted"
        title={t('newsTitle', newsYears(content))}
        action={
          <ButtonLink href="/about_project#news" variant="ghost">
            {t('allNews')}
          </ButtonLink>
        }
      >
        <HomeText part="news" {...text} />
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
        <HomeText part="faq" {...text} />
      </Section>

      <RequestCallToAction />
    </FormScope>
  );
}
