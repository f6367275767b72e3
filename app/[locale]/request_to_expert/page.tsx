import { getLocale, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { RequestFrame } from '@/components/requests/RequestFrame/RequestFrame';
import { getContent } from '@/lib/content';
import { expertViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('request_to_expert');

export default async function RequestToExpertPage() {
  const tPage = await getTranslations('Pages.request_to_expert');
  const locale = await getLocale();
  const choices = expertViews(getContent(), locale).map((expert) => ({ id: expert.id, title: expert.name, subtitle: expert.title }));
  return (
    <>
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <RequestFrame kind="expert" choices={choices} />
    </>
  );
}
