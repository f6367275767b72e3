import { getLocale, getTranslations } from 'next-intl/server';
import { FaqSearch } from '@/components/help/FaqSearch/FaqSearch';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { ButtonLink } from '@/components/ui/ButtonLink/ButtonLink';
import { getContent } from '@/lib/content';
import { faqFor } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('help_center');

export default async function HelpCenterPage() {
  const t = await getTranslations('HelpCenter');
  const tPage = await getTranslations('Pages.help_center');
  const locale = await getLocale();
  const content = getContent();
  const items = faqFor(content, 'help_center', locale);
  return (
    <>
      <PageTitle page="help_center" />
      <StructuredData page="help_center" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <div className="container page-body">
        <MessagesScope namespaces={['HelpCenter']}>
          <FaqSearch
            locale={locale}
            items={items}
            allCount={t('results', { count: items.length })}
            topics={content.faq.topics.map((topic) => ({ id: topic.id, title: topic.title[locale] }))}
          />
        </MessagesScope>
        <aside className="help-contact" aria-labelledby="help-contact-title">
          <h2 id="help-contact-title">{t('stillNeedHelp')}</h2>
          <ButtonLink href="/contact_us">{t('contactUs')}</ButtonLink>
        </aside>
      </div>
    </>
  );
}
