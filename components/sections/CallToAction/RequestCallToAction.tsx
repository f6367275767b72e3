import { getTranslations } from 'next-intl/server';
import { CallToAction } from './CallToAction';

/** The closing invitation to send a request, shared by the pages that end with it. */
export async function RequestCallToAction() {
  const t = await getTranslations('Home');
  const tPages = await getTranslations('Pages');
  return (
    <CallToAction
      title={t('ctaTitle')}
      text={t('ctaText')}
      primary={{ href: '/request_to_service', label: tPages('request_to_service.nav') }}
      secondary={{ href: '/request_to_expert', label: tPages('request_to_expert.nav') }}
    />
  );
}
