import { getTranslations } from 'next-intl/server';
import { OfficeCards } from '@/components/offices/OfficeCards/OfficeCards';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { Section } from '@/components/ui/Section/Section';
import { UnderDevelopmentButton } from '@/components/ui/UnderDevelopmentButton/UnderDevelopmentButton';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('contact_us');

export default async function ContactUsPage() {
  const t = await getTranslations('Contact');
  const tPage = await getTranslations('Pages.contact_us');
  const tCommon = await getTranslations('Common');
  return (
    <>
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="support-form" title={t('formTitle')} intro={t('formIntro')}>
        <UnderDevelopmentButton label={t('openForm')} message={tCommon('underDevelopment')} />
      </Section>
      <Section id="contacts" tone="muted" title={t('contactsTitle')}>
        <OfficeCards />
      </Section>
    </>
  );
}
