import { getTranslations } from 'next-intl/server';
import { officeMessages, utcMoment } from '@/lib/office/locale';
import type { SubmissionDetail } from '@/lib/office/office-store';
import { NOTE_MAX } from '@/lib/office/status-change';
import { nextStatuses } from '@/lib/submissions/request-status';
import { SelectField } from '../SelectField/SelectField';

const ERRORS = { status: 'errorStatus', note: 'errorNote', link: 'errorLink', stale: 'stale' } as const;

type Props = { detail: SubmissionDetail; error: string | undefined; draft: Record<string, string> };

/**
 * Where the request stands, every change with its note and who made it, and the form for the next
 * change. The form names the status it was shown (`from`), so a change made by someone else
 * meanwhile is never silently overwritten.
 */
export async function StatusPanel({ detail, error, draft }: Props) {
  const { t, locale } = await officeMessages();
  const tStatus = await getTranslations({ locale, namespace: 'RequestStatus' });
  const moment = utcMoment(locale);
  const when = (iso: string) => `${moment(iso)} UTC`;
  const next = nextStatuses(detail.status);
  const errorKey = error && error in ERRORS ? ERRORS[error as keyof typeof ERRORS] : undefined;
  return (
    <section aria-labelledby="status" className="o-card">
      <h2 id="status" className="o-subtitle">
        {t('submission.status')}
      </h2>
      <p data-status={detail.status}>
        <strong>{t('submission.statusSince', { status: tStatus(`statuses.${detail.status}`), date: when(detail.statusAt) })}</strong>
      </p>
      <h3 className="o-subtitle">{t('submission.history')}</h3>
      <ol>
        <li>
          {t('submission.historyReceived')} · {when(detail.submission.createdAt)}
        </li>
        {detail.history.map((entry) => (
          <li key={`${entry.at}-${entry.status}`}>
            <strong>{tStatus(`statuses.${entry.status}`)}</strong> · {when(entry.at)} · {t('submission.by', { email: entry.actorEmail ?? '—' })}
            <br />
            <span className="o-muted">{entry.note}</span>
            {entry.paymentLink && (
              <>
                <br />
                <code>{entry.paymentLink}</code>
              </>
            )}
          </li>
        ))}
      </ol>
      {errorKey && (
        <p className="o-error" role="alert">
          {t(`submission.${errorKey}`)}
        </p>
      )}
      {next.length === 0 ? (
        <p>{t('submission.ended')}</p>
      ) : (
        <form method="post" action={`/api/office/submissions/${detail.submission.id}/status`} className="o-form">
          <h3 className="o-subtitle">{t('submission.change')}</h3>
          <input type="hidden" name="from" value={detail.status} />
          <SelectField
            label={t('submission.newStatus')}
            name="status"
            defaultValue={next.includes(draft.status as never) ? draft.status : next[0]}
            options={next.map((status) => ({ value: status, label: tStatus(`statuses.${status}`) }))}
          />
          <label className="o-field">
            {t('submission.note')}
            <textarea name="note" required maxLength={NOTE_MAX} rows={3} defaultValue={draft.note ?? ''} />
          </label>
          <label className="o-field">
            {t('submission.paymentLink')}
            <input name="paymentLink" type="url" inputMode="url" placeholder="https://" defaultValue={draft.paymentLink ?? ''} />
            <span className="o-hint">{t('submission.paymentLinkHint')}</span>
          </label>
          <button type="submit" className="o-button">
            {t('submission.save')}
          </button>
        </form>
      )}
    </section>
  );
}
