import type { ReactNode } from 'react';
import styles from './Section.module.css';

type Props = {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

/** A page section: a heading (h2) with an optional introduction and action, then its content. */
export function Section({ id, title, intro, action, tone = 'plain', children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section} data-tone={tone}>
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
