import { Hero, type HeroClasses, type HeroProps } from '@/components/page/Hero/Hero';
import styles from './PageHero.module.css';

const COMPACT: HeroClasses = { root: styles.compact, inner: styles.inner, title: styles.title, intro: styles.intro };

/**
 * An inner page's opening: a short banner with its content near the top. On a wide screen the
 * introduction stands beside the title, so the banner has no empty half.
 */
export function PageHero(props: Omit<HeroProps, 'classes'>) {
  return <Hero {...props} classes={COMPACT} />;
}
