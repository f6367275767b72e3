'use client';

import { useTranslations } from 'next-intl';
import { ErrorState, errorStateButton, errorStateSecondaryButton } from '@/components/page/ErrorState/ErrorState';
import { Link } from '@/i18n/navigation';

/** A failure while rendering a page: the header and footer stay, the page offers a retry. */
export default function RouteError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('Error');
  return (
    <ErrorState title={t('title')} description={t('description')}>
      <button type="button" className={errorStateButton} onClick={() => retry()}>
        {t('retry')}
      </button>
      <Link href="/" className={errorStateSecondaryButton}>
        {t('backHome')}
      </Link>
    </ErrorState>
  );
}
