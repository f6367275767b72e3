import type { ReactNode } from 'react';
import styles from './Hero.module.css';

/** Classes a variant adds to the hero's parts (PageHero's compact banner). */
export type HeroClasses = Partial<Record<'root' | 'inner' | 'title' | 'intro', string>>;

export type HeroProps = {
  title: string;
  intro: ReactNode;
  eyebrow?: string;
  classes?: HeroClasses;
  children?: ReactNode;
};

const withVariant = (own: string | undefined, variant: string | undefined) => (variant ? `${own} ${variant}` : own);

/** The heading and introduction a page opens with: as it stands, the home page's large opening. */
export function Hero({ title, intro, eyebrow, classes = {}, children }: HeroProps) {
  return (
    <section className={withVariant(styles.hero, classes.root)} aria-labelledby="page-title">
      <div className={withVariant('container', classes.inner)}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="page-title" className={withVariant(styles.title, classes.title)}>
            {title}
          </h1>
        </div>
        <div>
          <p id="page-intro" className={withVariant(styles.intro, classes.intro)}>
            {intro}
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}
