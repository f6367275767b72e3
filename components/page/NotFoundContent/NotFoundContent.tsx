import { getTranslations } from 'next-intl/server';
import { ErrorState, errorStateButton } from '@/components/page/ErrorState/ErrorState';
import { PageTitle } from '@/components/seo/PageTitle/PageTitle';
import { Link } from '@/i18n/navigation';

/** "This page could not be found", in the language of the page around it. */
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <>
      <PageTitle page="not-found" />
      <ErrorState code="404" title={t('title')} description={t('description')}>
        <Link href="/" className={errorStateButton}>
          {t('backHome')}
        </Link>
      </ErrorState>
    </>
  );
}
