import styles from './FeatureGrid.module.css';

export type Feature = { id: string; title: string; desc: string };

/** Short statements with a check mark: guarantees, benefits. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.id} className={styles.item}>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.desc}>{feature.desc}</p>
        </li>
      ))}
    </ul>
  );
}
