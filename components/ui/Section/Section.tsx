import type { ReactNode } from 'react';
import { DEFERRABLE_ATTRIBUTE } from '@/lib/layout/deferred-layout';
import styles from './Section.module.css';

type Props = {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

/** The section's mark that it may be laid out after the page has loaded (lib/layout/deferred-layout.ts). */
const deferrable = { [DEFERRABLE_ATTRIBUTE]: '' };

/**
 * A page section: a heading (h2) with an optional introduction and action, then its content.
 * Off screen on a first load, it is laid out after the page has loaded (lib/layout/deferred-layout.ts).
 */
export function Section({ id, title, intro, action, tone = 'plain', children }: Props) {
  return (
    // suppressHydrationWarning: the head script may mark the section laid out before React hydrates it.
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section} data-tone={tone} {...deferrable} suppressHydrationWarning>
      <div className="container">
        <header className={styles.header}>
          <div>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </div>
          {action ? <div className={styles.action}>{action}</div> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
