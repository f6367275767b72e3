'use client';

import { useTranslations } from 'next-intl';
import { ErrorState, errorStateButton, errorStateSecondaryButton } from '@/components/page/ErrorState/ErrorState';
import { useChunkErrorRecovery } from '@/components/system/ChunkErrorGuard/useChunkErrorRecovery';
import { Link } from '@/i18n/navigation';

/**
 * A failure while rendering a page: the header and footer stay, the page offers a retry. A chunk
 * that failed to load reloads the page instead (once a minute at most, never offline).
 */
export default function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('Error');
  useChunkErrorRecovery(error);
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
