'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import styles from './Header.module.css';

type Props = { children: ReactNode };

/**
 * On narrow screens the header's navigation, search and settings fold into a panel behind this
 * button; on wide screens the panel is simply laid out in the header (see Header.module.css).
 */
export function MobileMenu({ children }: Props) {
  const t = useTranslations('Header');
  const [openLabel, closeLabel] = [t('openMenu'), t('closeMenu')];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // A navigation from inside the panel closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape that a control inside the menu took for itself (the search list) leaves it open.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.dataset.menuOpen = 'true';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      delete document.documentElement.dataset.menuOpen;
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        {children}
      </div>
    </>
  );
}
