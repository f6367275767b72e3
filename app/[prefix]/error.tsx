'use client';

import { useMessages } from 'next-intl';
import { ErrorState, errorStateButton, errorStateSecondaryButton } from '@/components/page/ErrorState/ErrorState';
import { useChunkErrorRecovery } from '@/components/system/ChunkErrorGuard/useChunkErrorRecovery';
import { Link } from '@/i18n/navigation';

/**
 * A failure while rendering a page: the header and footer stay, the page offers a retry. A chunk
 * that failed to load reloads the page instead (once a minute at most, never offline).
 */
export default function RouteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  // Plain sentences, read as they are: useTranslations would put the ICU message formatter into
  // every page's first load, since the error boundary loads with the layout.
  const text = (useMessages() as { Error: Record<'title' | 'description' | 'retry' | 'backHome', string> }).Error;
  useChunkErrorRecovery(error);
  return (
    <>
      {/* The failed page's title went with it (components/seo/PageTitle): the error names the document. */}
      <title>{text.title}</title>
      <ErrorState title={text.title} description={text.description}>
        <button type="button" className={errorStateButton} onClick={() => retry()}>
          {text.retry}
        </button>
        <Link href="/" className={errorStateSecondaryButton}>
          {text.backHome}
        </Link>
      </ErrorState>
    </>
  );
}
