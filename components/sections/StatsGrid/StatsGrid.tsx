import styles from './StatsGrid.module.css';

export type StatView = { id: string; value: string; label: string; desc?: string };

/** Big figures with their labels. */
export function StatsGrid({ stats }: { stats: StatView[] }) {
  return (
    <dl className={styles.grid}>
      {stats.map((stat) => (
        <div key={stat.id} className={styles.stat} data-stat={stat.id}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
          {stat.desc ? <dd className={styles.desc}>{stat.desc}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
