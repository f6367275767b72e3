import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '@/components/styles/form.module.css';

/** Hidden from people and from assistive technology, filled by bots: the API keeps nothing that has it. */
export function Honeypot({ field }: { field: UseFormRegisterReturn }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Website
        <input tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
