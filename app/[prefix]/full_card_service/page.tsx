import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { FormScope } from '@/components/forms/FormScope/FormScope';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { ServiceDetails } from '@/components/services/ServiceDetails/ServiceDetails';
import { Section } from '@/components/ui/Section/Section';
import { Link, getPathname } from '@/i18n/navigation';
import { getContent } from '@/lib/content';
import { expertViews, serviceViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { StructuredData } from '@/components/seo/StructuredData/StructuredData';

export const generateMetadata = () => pageMetadata('full_card_service');

/** A service's page: `?service=<id>` selects the service; without it, the list to choose from. */
export default async function FullCardServicePage() {
  const t = await getTranslations('FullCard');
  const tPage = await getTranslations('Pages.full_card_service');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const content = getContent();
  const services = serviceViews(content, locale);
  const chooser = (
    <Section id="choose" title={t('chooseTitle')} intro={t('chooseIntro')}>
      <ul className="link-list">
        {services.map((service) => (
          <li key={service.id}>
            <Link href={{ pathname: '/full_card_service', query: { service: service.id } }}>{service.title}</Link>
            <span className="muted"> · {service.kind === 'ready' ? tCommon('kindReady') : tCommon('kindAdaptive')}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
  return (
    <FormScope formOnPage extra={['FullCard', 'Common']}>
      <PageTitle page="full_card_service" />
      <StructuredData page="full_card_service" />
      <PageHero title={tPage('title')} intro={tPage('intro')} />
      <Suspense fallback={chooser}>
        <ServiceDetails
          chooser={chooser}
          services={services.map((service) => {
            const { min, max } = service.durationWeeks;
            return {
              ...service,
              duration: { label: tCommon('duration'), value: min === max ? tCommon('durationExact', { weeks: max }) : tCommon('durationRange', { min, max }) },
            };
          })}
          experts={Object.fromEntries(expertViews(content, locale).map((expert) => [expert.id, expert.name]))}
          paths={{
            requestHrefBase: getPathname({ href: '/request_to_service', locale }),
            listHref: getPathname({ href: '/services', locale }),
          }}
        />
      </Suspense>
    </FormScope>
  );
}
