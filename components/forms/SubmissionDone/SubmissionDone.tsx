'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from '@/components/styles/form.module.css';

type Props = { phase: 'sent' | 'queued'; sentText: string; reference?: string | undefined; headingLevel: 2 | 3; onClose?: (() => void) | undefined };

/** What a form turns into once the server has it ("successfully sent") or it waits offline. */
export function SubmissionDone({ phase, sentText, reference, headingLevel, onClose }: Props) {
  const t = useTranslations('RequestForm');
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  // Focus moves to the outcome, so a screen reader announces it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to each new outcome
  useEffect(() => heading.current?.focus(), [phase]);
  return (
    <div className={styles.done} role="status">
      <Heading tabIndex={-1} ref={heading}>
        {phase === 'sent' ? t('successTitle') : t('queuedTitle')}
      </Heading>
      <p>{phase === 'sent' ? sentText : t('queuedText')}</p>
      {/* A short code to read out on the phone; the full id stays in the data. */}
      {phase === 'sent' && reference ? (
        <p data-testid="submission-reference">{t.rich('reference', { reference, code: (chunks) => <strong className={styles.reference}>{chunks}</strong> })}</p>
      ) : null}
      {onClose ? (
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('close')}
        </button>
      ) : null}
    </div>
  );
}
