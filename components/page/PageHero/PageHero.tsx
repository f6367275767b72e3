import type { ReactNode } from 'react';
import { Hero } from '@/components/page/Hero/Hero';
import styles from './PageHero.module.css';

type Props = {
  title: string;
  intro: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
};

const COMPACT = { root: styles.compact, inner: styles.inner, title: styles.title, intro: styles.intro };

/**
 * An inner page's opening: a short banner with its content near the top. On a wide screen the
 * introduction stands beside the title, so the banner has no empty half.
 */
export function PageHero(props: Props) {
  return <Hero {...props} classes={COMPACT} />;
}
