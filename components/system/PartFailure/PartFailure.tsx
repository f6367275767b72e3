import { buttonClass } from '@/components/ui/ButtonLink/ButtonLink';
import styles from './PartFailure.module.css';

type Props = { message: string; retryLabel: string; onRetry: () => void };

/** Where a part of the page (a form, the map) should be when its code could not be loaded. */
export function PartFailure({ message, retryLabel, onRetry }: Props) {
  return (
    <div className={styles.failure} role="alert" data-part-failed="">
      <p>{message}</p>
      <button type="button" className={buttonClass('primary')} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
