import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import type { ActionError, StatusDraft } from '@/lib/submissions/action-endpoint';
import { CANCEL_REASONS, CUSTOMER_MESSAGE_MAX, type CustomerActionKind } from '@/lib/meetings/customer-actions';
import { slotDateBounds } from '@/lib/forms/slots';
import { timeZoneOptions } from '@/lib/forms/time-zones';
import type { ValidationKey } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { ProposalDate } from './ProposalDate';
import styles from './CustomerActions.module.css';

/** Rows of new times the form offers: the office books one of them. */
export const PROPOSAL_ROWS = 3;

type Props = {
  /** Where the forms post: the API's actions endpoint. */
  action: string;
  token: string;
  locale: Locale;
  actions: CustomerActionKind[];
  /** The zone the customer gave their times in: the new ones start in it. */
  zone: string;
  draft: StatusDraft | undefined;
  error: ActionError | undefined;
};

/**
 * What the customer may do from their status page, as three plain forms (they work without
 * JavaScript; the token is a hidden field, never in the URL they post to): write to the office,
 * ask for another time with new slots (the request form's date picker), cancel with a reason. A
 * form that came back with an error is open, with what was typed and what was wrong.
 */
export async function CustomerActions({ action, token, locale, actions, zone, draft, error }: Props) {
  const t = await getTranslations('RequestStatus');
  const tValidation = await getTranslations('Validation');
  const bounds = slotDateBounds(Date.now(), zone);
  const zones = timeZoneOptions(locale, Date.now());
  const zoneOptions = zones.some((option) => option.value === zone) ? zones : [{ value: zone, label: zone }, ...zones];
  const draftValue = (kind: CustomerActionKind, name: string) => (draft?.action === kind ? (draft.values[name] ?? '') : '');
  const fieldError = (kind: CustomerActionKind, name: string): ValidationKey | undefined => (draft?.action === kind ? draft.errors[name] : undefined);
  const problem = (kind: CustomerActionKind, name: string, id: string) => {
    const key = fieldError(kind, name);
    return key ? (
      <p id={`${id}-error`} className={styles.fieldError}>
        {tValidation(key)}
      </p>
    ) : null;
  };
  const describedBy = (kind: CustomerActionKind, name: string, id: string) => (fieldError(kind, name) ? `${id}-error` : undefined);
  const frame = (kind: CustomerActionKind, title: string, hint: string, children: ReactNode, submit: string, danger = false) => (
    <details className={styles.action} id={kind} open={draft?.action === kind || undefined}>
      <summary>{title}</summary>
      <form method="post" action={action} className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="action" value={kind} />
        <p className={styles.hint}>{hint}</p>
        {draft?.action === kind && error && (
          <p className={styles.error} role="alert">
            {t(`actionErrors.${error}`)}
          </p>
        )}
        {children}
        <button type="submit" className={danger ? styles.danger : styles.submit}>
          {submit}
        </button>
      </form>
    </details>
  );
  const note = (kind: CustomerActionKind, label: string, required: boolean) => (
    <div className={styles.field}>
      <label htmlFor={`${kind}-body`}>{label}</label>
      <textarea
        id={`${kind}-body`}
        name="body"
        rows={4}
        maxLength={CUSTOMER_MESSAGE_MAX}
        required={required}
        defaultValue={draftValue(kind, 'body')}
        aria-invalid={Boolean(fieldError(kind, 'body'))}
        aria-describedby={describedBy(kind, 'body', `${kind}-body`)}
      />
      {problem(kind, 'body', `${kind}-body`)}
    </div>
  );

  return (
    <section className={styles.actions} aria-labelledby="actions-title">
      <h2 id="actions-title" className={styles.title}>
        {t('actionsTitle')}
      </h2>
      {actions.includes('message') && frame('message', t('writeTitle'), t('writeHint'), note('message', t('messageLabel'), true), t('send'))}
      {actions.includes('proposal') &&
        frame(
          'proposal',
          t('proposeTitle'),
          t('proposeHint', { count: PROPOSAL_ROWS }),
          <>
            <div className={styles.field}>
              <label htmlFor="proposal-zone">{t('zone')}</label>
              <select
                id="proposal-zone"
                name="timeZone"
                defaultValue={draftValue('proposal', 'timeZone') || zone}
                aria-invalid={Boolean(fieldError('proposal', 'timeZone'))}
                aria-describedby={describedBy('proposal', 'timeZone', 'proposal-zone')}
              >
                {zoneOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {problem('proposal', 'timeZone', 'proposal-zone')}
            </div>
            <MessagesScope namespaces={['RequestForm']}>
              {Array.from({ length: PROPOSAL_ROWS }, (_, index) => {
                const name = (part: string) => `timeSlots.${index}.${part}`;
                const id = (part: string) => `proposal-${index}-${part}`;
                return (
                  <fieldset key={name('date')} className={styles.slot}>
                    <legend>{t('slotNumber', { number: index + 1 })}</legend>
                    <div className={styles.field}>
                      <label htmlFor={id('date')}>{t('date')}</label>
                      <ProposalDate
                        id={id('date')}
                        name={name('date')}
                        {...bounds}
                        defaultValue={draftValue('proposal', name('date'))}
                        invalid={Boolean(fieldError('proposal', name('date')))}
                        describedBy={describedBy('proposal', name('date'), id('date'))}
                      />
                      {problem('proposal', name('date'), id('date'))}
                    </div>
                    {(['from', 'to'] as const).map((part) => (
                      <div key={part} className={styles.field}>
                        <label htmlFor={id(part)}>{t(part)}</label>
                        <input
                          id={id(part)}
                          name={name(part)}
                          type="time"
                          defaultValue={draftValue('proposal', name(part))}
                          aria-invalid={Boolean(fieldError('proposal', name(part)))}
                          aria-describedby={describedBy('proposal', name(part), id(part))}
                        />
                        {problem('proposal', name(part), id(part))}
                      </div>
                    ))}
                  </fieldset>
                );
              })}
            </MessagesScope>
            {fieldError('proposal', 'timeSlots') && (
              <p id="proposal-slots-error" className={styles.fieldError} role="alert">
                {tValidation(fieldError('proposal', 'timeSlots')!)}
              </p>
            )}
            {note('proposal', t('optionalNote'), false)}
          </>,
          t('propose'),
        )}
      {actions.includes('cancellation') &&
        frame(
          'cancellation',
          t('cancelTitle'),
          t('cancelHint'),
          <>
            <div className={styles.field}>
              <label htmlFor="cancellation-reason">{t('cancelReason')}</label>
              <select
                id="cancellation-reason"
                name="reason"
                required
                defaultValue={draftValue('cancellation', 'reason')}
                aria-invalid={Boolean(fieldError('cancellation', 'reason'))}
                aria-describedby={describedBy('cancellation', 'reason', 'cancellation-reason')}
              >
                <option value="">{t('chooseReason')}</option>
                {CANCEL_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`cancelReasons.${reason}`)}
                  </option>
                ))}
              </select>
              {problem('cancellation', 'reason', 'cancellation-reason')}
            </div>
            {note('cancellation', t('optionalNote'), false)}
          </>,
          t('cancel'),
          true,
        )}
    </section>
  );
}
