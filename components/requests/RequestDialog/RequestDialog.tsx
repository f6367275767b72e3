'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { RequestForm } from '../RequestForm/RequestForm';
import styles from './RequestDialog.module.css';

type Props = { kind: 'meeting' | 'service'; target: { id: string; title: string }; onClose: () => void };

/**
 * The request form in a modal dialog. The native <dialog> traps focus and closes on Escape; on
 * close, focus goes back to the button that opened it. The draft stays for the next opening.
 */
export default function RequestDialog({ kind, target, onClose }: Props) {
  const t = useTranslations('RequestForm');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // Start at the form's title, so a screen reader announces what opened.
    dialog.querySelector<HTMLElement>('h2[tabindex]')?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} onClose={onClose} onCancel={onClose} aria-label={target.title}>
      <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label={t('close')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <RequestForm kind={kind} target={target} onClose={() => ref.current?.close()} />
    </dialog>
  );
}
