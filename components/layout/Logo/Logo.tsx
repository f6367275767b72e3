import styles from './Logo.module.css';

/** The wordmark: a mark drawn in SVG (no image request) and the site name. */
export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={styles.logo} data-tone={tone}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M9 10h14M9 16h10M9 22h14" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="24" cy="16" r="2.5" fill="#7ee0bf" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
