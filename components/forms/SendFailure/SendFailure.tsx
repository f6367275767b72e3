'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/styles/form.module.css';

/** "Send error": shown in the form until a retry succeeds; what was typed stays. */
export function SendFailure({ busy = false }: { busy?: boolean }) {
  const t = useTranslations('RequestForm');
  return (
    <div className={styles.failure} role="alert">
      <p>
        <strong>{t('sendError')}.</strong> {busy ? t('busyText') : t('sendErrorText')}
      </p>
    </div>
  );
}
