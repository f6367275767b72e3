import styles from './StepList.module.css';

export type Step = { id: string; name: string; desc: string };

/** Numbered steps of a process, as an ordered list. */
export function StepList({ steps, layout = 'grid' }: { steps: Step[]; layout?: 'grid' | 'column' }) {
  return (
    <ol className={styles.steps} data-layout={layout}>
      {steps.map((step, index) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.name}>{step.name}</h3>
            <p className={styles.desc}>{step.desc}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
