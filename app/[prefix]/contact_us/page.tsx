import { getTranslations } from 'next-intl/server';
import { OfficeCards } from '@/components/offices/OfficeCards/OfficeCards';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { Section } from '@/components/ui/Section/Section';
import { FormScope } from '@/components/requests/FormScope/FormScope';
import { OnePageForm } from '@/components/forms/OnePageForm/OnePageForm';
import { SUPPORT_FIELDS } from '@/lib/forms/fields';
import { SUPPORT_THEMES } from '@/lib/forms/choices';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('contact_us');

export default async function ContactUsPage() {
  const t = await getTranslations('Contact');
  const tPage = await getTranslations('Pages.contact_us');
  return (
    <>
      <PageTitle page="contact_us" />
      <StructuredData page="contact_us" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="support-form" title={t('formTitle')} intro={t('formIntro')}>
        <FormScope formOnPage extra={['SupportForm']}>
          <OnePageForm
            kind="support"
            groups={[
              {
                fields: SUPPORT_FIELDS.map((field) => (field.type === 'select' ? { ...field, optionsFrom: { key: 'themes', values: SUPPORT_THEMES } } : field)),
              },
            ]}
          />
        </FormScope>
      </Section>
      <Section id="contacts" tone="muted" title={t('contactsTitle')}>
        <OfficeCards />
      </Section>
    </>
  );
}
