'use client';

import { useTranslations } from 'next-intl';
import { OLD_VERSION_NOTICE_ATTRIBUTE, OLD_VERSION_NOTICE_KEY } from '@/lib/site';
import styles from './OldVersionNotice.module.css';

type Props = { url: string };

/**
 * Floats over the corner rather than sitting in the page flow. It is rendered with the page, so
 * it is there from the first paint: shown after hydration, it came up under a phone visitor's
 * finger about to tap a request button, and took the tap. Whether it shows is the CSS's, from the
 * attribute the inline script sets before the first paint (lib/site.ts).
 */
export function DismissibleNotice({ url }: Props) {
  const t = useTranslations('OldVersionNotice');
  const [text, linkLabel, dismissLabel] = [t('text'), t('link'), t('dismiss')];

  function dismiss() {
    document.documentElement.setAttribute(OLD_VERSION_NOTICE_ATTRIBUTE, 'dismissed');
    try {
      window.localStorage.setItem(OLD_VERSION_NOTICE_KEY, 'dismissed');
    } catch {
      // Private mode without storage: hidden for this page view only.
    }
  }

  return (
    <aside className={styles.notice} aria-label={linkLabel} data-testid="old-version-notice">
      <p>
        {text}{' '}
        <a href={url} rel="noopener">
          {linkLabel}
        </a>
      </p>
      <button type="button" onClick={dismiss} className={styles.dismiss} aria-label={dismissLabel}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
