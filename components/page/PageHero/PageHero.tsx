import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

type Props = { title: string; intro: ReactNode; eyebrow?: string; children?: ReactNode };

/** The heading and introduction every page opens with. */
export function PageHero({ title, intro, eyebrow, children }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className="container">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </section>
  );
}
