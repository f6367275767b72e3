import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

type Props = {
  title: string;
  intro: ReactNode;
  eyebrow?: string;
  /** The home page's large opening; every other page opens compactly, its content near the top. */
  home?: boolean;
  children?: ReactNode;
};

/**
 * The heading and introduction every page opens with. On a wide screen an inner page puts the
 * introduction beside the title, so the banner is short and has no empty half.
 */
export function PageHero({ title, intro, eyebrow, home = false, children }: Props) {
  return (
    <section className={`${styles.hero} ${home ? '' : styles.compact}`} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
        </div>
        <div>
          <p id="page-intro" className={styles.intro}>
            {intro}
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}
