import { getTranslations } from 'next-intl/server';
import type { ActionError } from '@/lib/submissions/action-endpoint';
import type { CustomerActionKind } from '@/lib/meetings/customer-actions';
import styles from './RequestStatusCard.module.css';

/** The status page without a link (or before the customer opened theirs): how to get one. */
export async function StatusLinkMissing() {
  const t = await getTranslations('RequestStatus');
  return <p className={styles.note}>{t('noToken')}</p>;
}

/** A link that is wrong or has expired: said the same either way. */
export async function StatusLinkNotFound() {
  const t = await getTranslations('RequestStatus');
  return (
    <div className={styles.card} role="alert">
      <h2 className={styles.title}>{t('notFoundTitle')}</h2>
      <p>{t('notFoundText')}</p>
    </div>
  );
}

/** What the customer just did, said once above the card. */
export async function ActionDone({ action }: { action: CustomerActionKind }) {
  const t = await getTranslations('RequestStatus');
  return (
    <p className={styles.done} role="status">
      {t(`actionDone.${action}`)}
    </p>
  );
}

/** An action the request no longer takes (it ended or started meanwhile): why, and what was typed, to copy. */
export async function ActionRefused({ error, text }: { error: ActionError; text: string | undefined }) {
  const t = await getTranslations('RequestStatus');
  return (
    <div className={styles.refused} role="alert">
      <p>{t(`actionErrors.${error}`)}</p>
      {text && (
        <>
          <p>{t('yourText')}</p>
          <blockquote className={styles.message}>{text}</blockquote>
        </>
      )}
    </div>
  );
}

/** A request that takes no more actions. */
export async function NoActions() {
  const t = await getTranslations('RequestStatus');
  return <p className={styles.note}>{t('noActions')}</p>;
}
