import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { slotIn } from '@/lib/forms/slot-text';
import { timeZoneOptions } from '@/lib/forms/time-zones';
import { officeFor } from '@/lib/mail/compose';
import { customerZone, meetingTimeIn } from '@/lib/meetings/meeting';
import { currentSlots } from '@/lib/submissions/thread';
import { officeMessages, utcMoment } from '@/lib/office/locale';
import type { SubmissionDetail } from '@/lib/office/office-store';
import { NOTE_MAX, OTHER_TIME } from '@/lib/office/status-change';
import { END_REASONS, nextStatuses } from '@/lib/submissions/request-status';
import { SelectField } from '../SelectField/SelectField';

const ERRORS = {
  status: 'errorStatus',
  note: 'errorNote',
  link: 'errorLink',
  reason: 'errorReason',
  customerNote: 'errorCustomerNote',
  slot: 'errorSlot',
  meetingTime: 'errorMeetingTime',
  videoLink: 'errorVideoLink',
  stale: 'stale',
  customerWrote: 'customerWrote',
} as const;

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
  const { payload } = detail.submission;
  // The customer's newest times: their latest proposal's, else the request's.
  const slots = currentSlots(payload, detail.thread);
  const office = officeFor(payload, getContent());
  const zone = customerZone(payload, office.timeZone);
  const zones = timeZoneOptions(locale, Date.now());
  const zoneOptions = zones.some((option) => option.value === zone) ? zones : [{ value: zone, label: zone }, ...zones];
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
            <strong>{tStatus(`statuses.${entry.status}`)}</strong> · {when(entry.at)} ·{' '}
            {entry.byCustomer ? t('thread.byCustomer') : t('submission.by', { email: entry.actorEmail ?? '—' })}
            {!entry.notified && <> · {t('submission.notNotified')}</>}
            <br />
            <span className="o-muted">{entry.note}</span>
            {entry.meeting && (
              <>
                <br />
                {meetingTimeIn(entry.meeting, zone, locale)} · {meetingTimeIn(entry.meeting, office.timeZone, locale)} ·{' '}
                {t('submission.invitation', { sequence: entry.meeting.sequence })}
                <br />
                <code>{entry.meeting.videoLink}</code>
              </>
            )}
            {entry.reason && (
              <>
                <br />
                {tStatus(`reasons.${entry.reason as (typeof END_REASONS)[number]}`)}
              </>
            )}
            {entry.customerNote && (
              <>
                <br />« {entry.customerNote} »
              </>
            )}
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
          <input type="hidden" name="threadSeen" value={String(detail.thread.at(-1)?.id ?? 0)} />
          <SelectField
            label={t('submission.newStatus')}
            name="status"
            defaultValue={next.includes(draft.status as never) ? draft.status : next[0]}
            options={next.map((status) => ({ value: status, label: tStatus(`statuses.${status}`) }))}
          />
          <fieldset className="o-fieldset">
            <legend>{t('submission.meeting')}</legend>
            <p className="o-hint">{t('submission.meetingHint')}</p>
            {slots.map((slot, index) => (
              <label key={`${slot.date}-${slot.from}`} className="o-choice">
                <input type="radio" name="slot" value={String(index)} defaultChecked={draft.slot === String(index)} />
                {slotIn(slot, slot.timeZone, locale)} ({slot.timeZone}, {t('submission.customerZone')}) · {slotIn(slot, office.timeZone, locale)} (
                {office.timeZone}, {t('submission.officeZone')})
              </label>
            ))}
            <label className="o-choice">
              <input type="radio" name="slot" value={OTHER_TIME} defaultChecked={draft.slot === OTHER_TIME || slots.length === 0} />
              {t('submission.otherTime')}
            </label>
            <div className="o-row">
              <label className="o-field">
                {t('submission.meetingDate')}
                <input name="meetingDate" type="date" defaultValue={draft.meetingDate ?? ''} />
              </label>
              <label className="o-field">
                {t('submission.meetingFrom')}
                <input name="meetingFrom" type="time" defaultValue={draft.meetingFrom ?? ''} />
              </label>
              <label className="o-field">
                {t('submission.meetingTo')}
                <input name="meetingTo" type="time" defaultValue={draft.meetingTo ?? ''} />
              </label>
              <SelectField label={t('submission.meetingZone')} name="meetingZone" defaultValue={draft.meetingZone ?? zone} options={zoneOptions} />
            </div>
            <label className="o-field">
              {t('submission.videoLink')}
              <input name="videoLink" type="url" inputMode="url" placeholder="https://" defaultValue={draft.videoLink ?? ''} />
            </label>
          </fieldset>
          <SelectField
            label={t('submission.reason')}
            name="reason"
            defaultValue={draft.reason ?? ''}
            options={[
              { value: '', label: t('submission.reasonNone') },
              ...END_REASONS.map((reason) => ({ value: reason, label: tStatus(`reasons.${reason}`) })),
            ]}
          />
          <label className="o-field">
            {t('submission.paymentLink')}
            <input name="paymentLink" type="url" inputMode="url" placeholder="https://" defaultValue={draft.paymentLink ?? ''} />
            <span className="o-hint">{t('submission.paymentLinkHint')}</span>
          </label>
          <label className="o-field">
            {t('submission.customerNote')}
            <textarea name="customerNote" maxLength={NOTE_MAX} rows={3} defaultValue={draft.customerNote ?? ''} />
          </label>
          <label className="o-field">
            {t('submission.note')}
            <textarea name="note" required maxLength={NOTE_MAX} rows={3} defaultValue={draft.note ?? ''} />
          </label>
          <label className="o-choice">
            <input type="checkbox" name="silent" value="1" defaultChecked={draft.silent === '1'} />
            {t('submission.silent')}
          </label>
          <button type="submit" className="o-button">
            {t('submission.save')}
          </button>
        </form>
      )}
    </section>
  );
}
