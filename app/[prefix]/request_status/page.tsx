import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { OfficeCards } from '@/components/offices/OfficeCards/OfficeCards';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { RequestStatusCard } from '@/components/requests/RequestStatusCard/RequestStatusCard';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { Section } from '@/components/ui/Section/Section';

/**
 * The page a confirmation mail's private link opens (`?token=…`). It is the same static page for
 * everyone; the card asks the API for the request. Private: no index, no Referer, no cache
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
        <MessagesScope namespaces={['RequestStatus']}>
          <RequestStatusCard />
        </MessagesScope>
        <noscript>
          <p>{t('noScript')}</p>
        </noscript>
      </Section>
      <Section id="offices" tone="muted" title={t('contactsTitle')}>
        <OfficeCards />
      </Section>
    </>
  );
}
