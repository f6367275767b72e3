import { getTranslations } from 'next-intl/server';
import type { SubmissionKind } from '@/lib/forms/schemas';
import type { CancelReason } from '@/lib/meetings/customer-actions';
import type { StatusAnswer } from '@/lib/submissions/status-endpoint';
import styles from './RequestStatusCard.module.css';

type Props = {
  answer: StatusAnswer;
  /** Where "Add to calendar" posts (the token in the body), and the status link's token and language. */
  calendarAction: string;
  token: string;
  locale: string;
};

/**
 * The request a status link names, as the server renders it: where it stands, its details, the
 * booked meeting (how to join, "Add to calendar"), every step with the office's words, and the
 * thread of what the customer wrote and the office answered. Never the office's notes.
 */
export async function RequestStatusCard({ answer, calendarAction, token, locale }: Props) {
  const t = await getTranslations('RequestStatus');
  const rows: [string, string[]][] = [
    [t('reference'), [answer.reference ?? '—']],
    [t('kind'), [t(`kinds.${answer.kind as SubmissionKind}`)]],
    [t('received'), [answer.received]],
    ...(answer.target ? ([[t('target'), [answer.target]]] as [string, string[]][]) : []),
    ...(answer.slots.length ? ([[t('slots'), answer.slots]] as [string, string[]][]) : []),
  ];
  return (
    <div className={styles.card} data-status={answer.status}>
      <p className={styles.status}>
        <span className={styles.statusLabel}>{t('status')}</span>
        <strong>{t('statusSince', { status: t(`statuses.${answer.status}`), date: answer.statusSince })}</strong>
      </p>
      <dl className={styles.details}>
        {rows.map(([label, values]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            {values.map((value) => (
              <dd key={value}>{value}</dd>
            ))}
          </div>
        ))}
      </dl>
      {answer.meeting && (
        <div className={styles.meeting}>
          <h2 className={styles.title}>{t('meeting')}</h2>
          <p>
            <strong>{answer.meeting.when}</strong>
          </p>
          <div className={styles.meetingLinks}>
            <a href={answer.meeting.videoLink} rel="noopener noreferrer" target="_blank">
              {t('meetingJoin')}
            </a>
            <form method="post" action={calendarAction}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={styles.linkButton}>
                {t('addToCalendar')}
              </button>
            </form>
          </div>
        </div>
      )}
      {answer.erased && <p className={styles.note}>{t('erased')}</p>}
      {answer.steps.length > 0 && (
        <>
          <h2 className={styles.title}>{t('history')}</h2>
          <ol className={styles.steps}>
            {answer.steps.map((step) => (
              <li key={`${step.at}-${step.status}-${step.meeting}-${step.message}`}>
                <strong>{t(`statuses.${step.status}`)}</strong> · {step.at}
                {step.meeting && <> · {step.meeting}</>}
                {step.reason && (
                  <>
                    {' · '}
                    {t('reason')}: {t(`reasons.${step.reason as 'completed'}`)}
                  </>
                )}
                {step.message && (
                  <span className={styles.message}>
                    {t('officeMessage')}: {step.message}
                  </span>
                )}
                {step.paymentLink && (
                  <>
                    {' · '}
                    <a href={step.paymentLink} rel="noopener noreferrer" target="_blank">
                      {t('pay')}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {answer.thread.length > 0 && (
        <>
          <h2 className={styles.title} id="thread">
            {t('threadTitle')}
          </h2>
          <ol className={styles.thread}>
            {answer.thread.map((entry) => (
              <li key={`${entry.at}-${entry.author}-${entry.kind}-${entry.body?.slice(0, 40)}`} data-author={entry.author}>
                <strong>{entry.author === 'office' ? t('threadOffice') : t('threadYou')}</strong> · {t(`threadKinds.${entry.kind}`)} · {entry.at}
                {entry.reason && (
                  <span className={styles.message}>
                    {t('reason')}: {t(`cancelReasons.${entry.reason as CancelReason}`)}
                  </span>
                )}
                {entry.slots.map((slot) => (
                  <span key={slot} className={styles.message}>
                    {slot}
                  </span>
                ))}
                {entry.body && <span className={styles.message}>{entry.body}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
