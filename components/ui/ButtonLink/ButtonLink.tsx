import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './ButtonLink.module.css';

type Props = ComponentProps<typeof Link> & { variant?: 'primary' | 'secondary' | 'ghost' };

/** A link that looks like a button, localized by next-intl. */
export function ButtonLink({ variant = 'primary', className, ...props }: Props) {
  return <Link {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />;
}

export const buttonClass = (variant: 'primary' | 'secondary' | 'ghost' = 'primary') => `${styles.button} ${styles[variant]}`;
