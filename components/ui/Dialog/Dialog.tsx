'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

type Props = {
  /** The dialog's accessible name, when its title (an h2) does not give one. */
  label?: string;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes; by default, what had it when the dialog opened. */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
};

/**
 * A modal dialog (native <dialog>: focus stays inside, Escape closes) with a close button, shown
 * while it is mounted. Focus starts at its title (an `h2` with tabIndex -1), so a screen reader
 * announces what opened, and goes back to the opener on close.
 */
export function Dialog({ label, closeLabel, onClose, returnFocusTo, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening; returnFocusTo is read when the dialog closes
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    const title = dialog.querySelector<HTMLElement>('h2');
    if (!label && title?.id) dialog.setAttribute('aria-labelledby', title.id);
    dialog.showModal();
    dialog.querySelector<HTMLElement>('h2[tabindex]')?.focus();
    return () => (returnFocusTo?.() ?? opener)?.focus();
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} onClose={onClose} onCancel={onClose} aria-label={label}>
      <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label={closeLabel}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {children}
    </dialog>
  );
}

/** Closes the dialog that holds `element` (the same path as its close button). */
export function closeDialogOf(element: Element | null): void {
  element?.closest('dialog')?.close();
}
