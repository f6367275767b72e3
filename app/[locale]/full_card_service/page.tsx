import { getLocale, getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/page/PageHero/PageHero';
import { Section } from '@/components/ui/Section/Section';
import { Link } from '@/i18n/navigation';
import { getContent } from '@/lib/content';
import { serviceViews } from '@/lib/content/views';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () => pageMetadata('full_card_service');

/** The frame of a service's page: `?service=<id>` selects the service (interactive parts issue). */
export default async function FullCardServicePage() {
  const t = await getTranslations('FullCard');
  const tPage = await getTranslations('Pages.full_card_service');
  const tCommon = await getTranslations('Common');
  const locale = await getLocale();
  const services = serviceViews(getContent(), locale);
  return (
    <>
      <PageHero title={tPage('title')} intro={tPage('intro')} />
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
    </>
  );
}
