import type { InputHTMLAttributes } from 'react';
import styles from '@/components/styles/form.module.css';

/**
 * Hidden from people and from assistive technology, filled by bots: the API keeps nothing that
 * has it. `field`: react-hook-form's registration, or a plain `name` for a form without it.
 */
export function Honeypot({ field = { name: 'website' } }: { field?: InputHTMLAttributes<HTMLInputElement> & { name: string } }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Website
        <input tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
