import { useTranslations } from 'next-intl';
import styles from '@/components/styles/form.module.css';

/** "Step 2 of 3: Details", as text, as a progress bar and as the list of steps. */
export function StepProgress({ id, step, names }: { id: string; step: number; names: readonly string[] }) {
  const t = useTranslations('RequestForm');
  return (
    <div className={styles.progress}>
      <p id={`${id}-progress`}>
        {t('progress', { step: step + 1, total: names.length })}: {names[step]}
      </p>
      <div role="progressbar" aria-labelledby={`${id}-progress`} aria-valuemin={1} aria-valuemax={names.length} aria-valuenow={step + 1} className={styles.bar}>
        <span />
      </div>
      <ol className={styles.steps}>
        {names.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} data-done={index < step || undefined}>
            {index + 1}/{names.length} {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
