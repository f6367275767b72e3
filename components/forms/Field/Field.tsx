'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ValidationKey } from '@/lib/forms/schemas';
import styles from './Field.module.css';

type Props = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
};

/** A labelled control with its hint and its translated error, wired for screen readers. */
export function Field({ id, label, required, hint, error, children }: Props) {
  const t = useTranslations('Validation');
  const tForm = useTranslations('RequestForm');
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={Boolean(error) || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}> ({tForm('optional')})</span>
        )}
      </label>
      <div className={styles.control}>
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {t.has(error as ValidationKey) ? t(error as ValidationKey) : t('required')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
