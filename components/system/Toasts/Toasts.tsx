'use client';

/**
 * The site's toasts, bottom right: react-hot-toast's headless store and timers, drawn with this
 * folder's stylesheet. Its own Toaster writes its styles into a <style> element at run time,
 * which the Content-Security-Policy (no inline style but the build's, by hash) would block.
 */

import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@/lib/site';
import styles from './Toasts.module.css';

const ICONS: Partial<Record<Toast['type'], string>> = { success: '✓', error: '!' };

export function Toasts() {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering pauses the toasts' timers; nothing to activate
    <div className={styles.region} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => {
        const icon = toast.icon ?? ICONS[toast.type];
        return (
          <div key={toast.id} className={styles.toast} data-visible={toast.visible} data-type={toast.type}>
            {icon ? (
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
            ) : null}
            <div {...toast.ariaProps} className={styles.message}>
              {resolveValue(toast.message, toast)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
