import styles from './FeatureGrid.module.css';

export type Feature = { id: string; title: string; desc: string };

/** Short statements with a check mark: guarantees, benefits. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.id} className={styles.item}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.desc}>{feature.desc}</p>
        </li>
      ))}
    </ul>
  );
}
