import type { ReactNode } from 'react';
import styles from './ErrorState.module.css';

/** The body of the not-found and error pages: a code, a heading, a line and the ways out. */
export function ErrorState({ code, title, description, children }: { code?: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section className={`container ${styles.state}`} aria-labelledby="error-title">
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="error-title">{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}

export const errorStateButton = styles.button;
export const errorStateSecondaryButton = `${styles.button} ${styles.secondary}`;
