import { getTranslations } from 'next-intl/server';
import { DismissibleNotice } from './DismissibleNotice';

/** Points visitors who look for the previous site to it; hidden for good once dismissed. */
export async function OldVersionNotice({ url }: { url: string }) {
  const t = await getTranslations('OldVersionNotice');
  return <DismissibleNotice url={url} text={t('text')} linkLabel={t('link')} dismissLabel={t('dismiss')} />;
}
