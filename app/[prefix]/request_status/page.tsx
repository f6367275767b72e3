import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfficeCards } from '@/components/offices/OfficeCards/OfficeCards';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { Section } from '@/components/ui/Section/Section';
import { StatusLinkMissing } from '@/components/requests/RequestStatusCard/StatusNotices';

/**
 * The status page without a link: it says to open the private link of a mail. A link
 * (`?token=…`) is rendered on the server (./-view). Private: no index, no Referer, no cache
 * (lib/deploy/cache.ts), and out of the sitemap (lib/routes.ts).
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Pages.request_status');
  return { description: t('description'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function RequestStatusPage() {
  const tPage = await getTranslations('Pages.request_status');
  const t = await getTranslations('RequestStatus');
  return (
    <>
      <PageTitle page="request_status" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Section id="status" title={tPage('nav')}>
        <StatusLinkMissing />
      </Section>
      <Section id="offices" tone="muted" title={t('contactsTitle')}>
        <OfficeCards />
      </Section>
    </>
  );
}
