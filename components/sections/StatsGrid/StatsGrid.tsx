import styles from './StatsGrid.module.css';

export type StatView = { id: string; value: string; label: string; desc?: string };

/** Big figures with their labels, and the day they were stated (`asOf`, a sentence). */
export function StatsGrid({ stats, asOf }: { stats: StatView[]; asOf: string }) {
  return (
    <>
      <dl className={styles.grid}>
        {stats.map((stat) => (
          <div key={stat.id} className={styles.stat} data-stat={stat.id}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
            {stat.desc ? <dd className={styles.desc}>{stat.desc}</dd> : null}
          </div>
        ))}
      </dl>
      <p className={styles.asOf}>{asOf}</p>
    </>
  );
}
