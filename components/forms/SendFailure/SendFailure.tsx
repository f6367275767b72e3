'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/styles/form.module.css';
import { useFormsSettings } from '../FormsContext/FormsContext';

/**
 * "Send error": shown in the form until a retry succeeds; what was typed stays. An answer that a
 * retry cannot change (`refused`) says so instead, and offers the support offices' e-mail and
 * phone as another way.
 */
export function SendFailure({ busy = false, refused = false }: { busy?: boolean; refused?: boolean }) {
  const t = useTranslations('RequestForm');
  const { offices } = useFormsSettings();
  if (refused) {
    return (
      <div className={styles.failure} role="alert" data-failure="refused">
        <p>
          <strong>{t('refusedTitle')}.</strong> {t('refusedText')}
        </p>
        <ul className={styles.offices}>
          {offices.map((office) => (
            <li key={office.email}>
              {office.city}: <a href={`mailto:${office.email}`}>{office.email}</a>, <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.failure} role="alert">
      <p>
        <strong>{t('sendError')}.</strong> {busy ? t('busyText') : t('sendErrorText')}
      </p>
    </div>
  );
}
