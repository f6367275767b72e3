import { getTranslations } from 'next-intl/server';
import { slotIn } from '@/lib/forms/slot-text';
import { type CANCEL_REASONS, CUSTOMER_MESSAGE_MAX } from '@/lib/meetings/customer-actions';
import { officeMessages, utcMoment } from '@/lib/office/locale';
import type { SubmissionDetail } from '@/lib/office/office-store';

const ERRORS = { answerRequired: 'errorAnswerRequired', answerTooLong: 'errorAnswerTooLong' } as const;

type Props = { detail: SubmissionDetail; error: string | undefined; draft: Record<string, string>; answered: boolean };

/**
 * What the customer wrote from their status page (messages, new times, a cancellation) and the
 * office's answers, oldest first, with the form to answer: the answer is mailed to the customer
 * and shown on their status page, and it ends the request's wait.
 */
export async function RequestThread({ detail, error, draft, answered }: Props) {
  const { t, locale } = await officeMessages();
  const tStatus = await getTranslations({ locale, namespace: 'RequestStatus' });
  const moment = utcMoment(locale);
  const errorKey = error && error in ERRORS ? ERRORS[error as keyof typeof ERRORS] : undefined;
  return (
    <section aria-labelledby="thread" className="o-card">
      <h2 id="thread" className="o-subtitle">
        {t('thread.title')}
      </h2>
      {detail.waitingSince && (
        <p className="o-waiting" data-waiting>
          {t('thread.waiting', { date: `${moment(detail.waitingSince)} UTC` })}
        </p>
      )}
      {answered && (
        <p className="o-notice" role="status">
          {t('thread.answered')}
        </p>
      )}
      {detail.thread.length === 0 ? (
        <p className="o-muted">{t('thread.empty')}</p>
      ) : (
        <ol className="o-thread">
          {detail.thread.map((entry) => (
            <li key={entry.id} data-author={entry.author}>
              <strong>{t(`thread.kinds.${entry.kind}`)}</strong> · {moment(entry.at)} UTC ·{' '}
              {entry.author === 'office' ? t('submission.by', { email: entry.actorEmail ?? '—' }) : t('thread.customer')}
              {entry.reason && (
                <>
                  <br />
                  {t('thread.reason', { reason: tStatus(`cancelReasons.${entry.reason as (typeof CANCEL_REASONS)[number]}`) })}
                </>
              )}
              {entry.slots && (
                <ul>
                  {entry.slots.map((slot) => (
                    <li key={`${slot.date}-${slot.from}`}>
                      {slotIn(slot, slot.timeZone, locale)} ({slot.timeZone})
                    </li>
                  ))}
                </ul>
              )}
              {entry.body && <p className="o-quote">{entry.body}</p>}
            </li>
          ))}
        </ol>
      )}
      {errorKey && (
        <p className="o-error" role="alert">
          {t(`thread.${errorKey}`)}
        </p>
      )}
      {!detail.erasedAt && (
        <form id="answer" method="post" action={`/api/office/submissions/${detail.submission.id}/answer`} className="o-form">
          <input type="hidden" name="threadSeen" value={String(detail.thread.at(-1)?.id ?? 0)} />
          <label className="o-field">
            {t('thread.answer')}
            <textarea name="answer" required maxLength={CUSTOMER_MESSAGE_MAX} rows={4} defaultValue={draft.answer ?? ''} />
          </label>
          <button type="submit" className="o-button">
            {t('thread.send')}
          </button>
        </form>
      )}
    </section>
  );
}
