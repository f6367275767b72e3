import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorState, errorStateButton } from '@/components/page/ErrorState/ErrorState';
import { SiteShell } from '@/components/layout/SiteShell/SiteShell';
import { RouterLink as Link } from '@/i18n/navigation';
import { FAVICON_METADATA } from '@/lib/seo/favicon';
import './globals.css';

/**
 * A URL outside every language (`/fr/...`, `/unknown.txt`): the English not-found page in the
 * usual frame. Paths under a known prefix get their own language's page (app/[prefix]/[...rest]).
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), icons: FAVICON_METADATA };
}

export default async function GlobalNotFound() {
  const t = await getTranslations('NotFound');
  return (
    <SiteShell>
      <ErrorState code="404" title={t('title')} description={t('description')}>
        <Link href="/" className={errorStateButton}>
          {t('backHome')}
        </Link>
      </ErrorState>
    </SiteShell>
  );
}
