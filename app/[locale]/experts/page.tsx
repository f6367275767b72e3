import { getLocale, getTranslations } from 'next-intl/server';
import { ExpertCard } from '@/components/catalog/ExpertCard/ExpertCard';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { getContent } from '@/lib/content';
import { expertViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('experts');

export default async function ExpertsPage() {
  const t = await getTranslations('Catalog');
  const tPage = await getTranslations('Pages.experts');
  const locale = await getLocale();
  const experts = expertViews(getContent(), locale);
  return (
    <>
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <div className="container page-body">
        <p className="catalog-count" data-testid="experts-count">
          {t('expertsCount', { count: experts.length })}
        </p>
        <ul className="card-grid">
          {experts.map((expert) => (
            <li key={expert.id}>
              <ExpertCard expert={expert} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
