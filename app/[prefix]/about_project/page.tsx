import { getLocale, getTranslations } from 'next-intl/server';
import { Timeline } from '@/components/about/Timeline/Timeline';
import { TeamGrid } from '@/components/about/TeamGrid/TeamGrid';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { NewsByYear } from '@/components/sections/NewsByYear/NewsByYear';
import { StatsGrid } from '@/components/sections/StatsGrid/StatsGrid';
import { Section } from '@/components/ui/Section/Section';
import { getContent } from '@/lib/content';
import { investorFact, newsByYear, newsYears, statViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('about_project');

export default async function AboutProjectPage() {
  const t = await getTranslations('About');
  const tHome = await getTranslations('Home');
  const tCommon = await getTranslations('Common');
  const tPage = await getTranslations('Pages.about_project');
  const locale = await getLocale();
  const content = getContent();
  return (
    <>
      <PageTitle page="about_project" />
      <StructuredData page="about_project" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="history" title={t('historyTitle')} intro={t('historyIntro')}>
        <Timeline />
      </Section>
      <Section id="stats" tone="muted" title={t('statsTitle')}>
        <StatsGrid stats={statViews(content, locale, tCommon('countedInCatalogue'))} asOf={tCommon('figuresAsOf', { date: new Date(content.facts.asOf) })} />
      </Section>
      <Section id="team" title={t('teamTitle')} intro={t('teamIntro')}>
        <TeamGrid />
      </Section>
      <Section id="news" title={tHome('newsTitle', newsYears(content))}>
        <NewsByYear groups={newsByYear(content, locale)} />
      </Section>
      <Section id="vision" tone="muted" title={t('visionTitle')}>
        <div className="two-columns">
          <p className="lead">{t('visionText', { share: investorFact(content, 'vision-target', locale) })}</p>
          <div>
            <h3 id="esg">{t('esgTitle')}</h3>
            <p>{t('esgText', { members: investorFact(content, 'esg-club', locale) })}</p>
          </div>
        </div>
      </Section>
    </>
  );
}
