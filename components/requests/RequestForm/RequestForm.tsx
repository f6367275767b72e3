'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { SendFailure } from '@/components/forms/SendFailure/SendFailure';
import { SubmissionDone } from '@/components/forms/SubmissionDone/SubmissionDone';
import { Field } from '@/components/forms/Field/Field';
import { useFormsSettings } from '@/components/forms/FormScope/FormsContext';
import { useSubmission } from '@/components/forms/useSubmission';
import { SlotDatePicker } from '@/components/forms/SlotDatePicker/SlotDatePicker';
import { useLoadingIndicator } from '@/components/system/Loading/useLoadingIndicator';
import { choiceLists } from '@/lib/forms/choice-labels';
import { MAX_ATTACHMENT_BYTES } from '@/lib/forms/limits';
import { MeetingRequest, ServiceRequest } from '@/lib/forms/schemas';
import { slotDateBounds, slotInUtc, visitorTimeZone } from '@/lib/forms/slots';
import type { Locale } from '@/lib/i18n/locales';
import styles from '@/components/styles/form.module.css';

type Values = z.input<typeof MeetingRequest> & z.input<typeof ServiceRequest>;
type Kind = 'meeting' | 'service';

const STEP_FIELDS: FieldPath<Values>[][] = [
  ['email', 'firstName', 'lastName', 'organization', 'phone', 'socialContact', 'communicationType', 'contactLanguage', 'industry'],
  ['budgetUsd', 'expectedResult', 'location', 'comments'],
  ['timeSlots'],
];
const TOTAL_STEPS = 3;

function emptySlot(timeZone: string) {
  return { date: '', from: '', to: '', timeZone };
}

/**
 * The three-step request: 1/3 contacts, 2/3 details with skippable additional data, 3/3 time
 * slots with a summary. Validated by the same schema as the API; server errors land on their
 * fields; the draft survives reloads and closing the dialog.
 */
export function RequestForm({ kind, target, onClose }: { kind: Kind; target: { id: string; title: string }; onClose?: () => void }) {
  const t = useTranslations('RequestForm');
  const tValidation = useTranslations('Validation');
  const { termsHref } = useFormsSettings();
  const locale = useLocale() as Locale;
  const choices = useMemo(() => choiceLists(locale), [locale]);
  const id = useId();
  const [step, setStep] = useState(0);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | undefined>();
  const [timeZone, setTimeZone] = useState('UTC');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, submit, restore, save } = useSubmission<Values>(kind, target.id);
  const showSending = useLoadingIndicator(state.phase === 'sending');

  const schema = kind === 'meeting' ? MeetingRequest : ServiceRequest;
  const targetField = kind === 'meeting' ? 'expertId' : 'serviceId';
  const form = useForm<Values>({
    // One schema or the other by kind; both validate the same fields but the target id.
    resolver: zodResolver(schema as typeof MeetingRequest) as unknown as Resolver<Values>,
    // Not on blur: an error vanishing as the field loses focus moves the Next button under the
    // pointer and swallows the click. Fields are re-checked as they change instead (below).
    mode: 'onSubmit',
    defaultValues: { [targetField]: target.id, comments: [], timeSlots: [emptySlot('UTC')] } as unknown as Values,
  });
  const { register, control, formState, trigger, setFocus, handleSubmit, watch, setValue, setError, getValues, reset } = form;
  const slots = useFieldArray({ control, name: 'timeSlots' });
  const comments = (watch('comments') ?? []) as string[];

  // Restore the draft, and take the visitor's time zone, once in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the browser: the draft and the time zone
  useEffect(() => {
    const zone = visitorTimeZone();
    setTimeZone(zone);
    const draft = restore();
    if (draft) {
      reset({ ...draft.values, [targetField]: target.id } as Values);
      setStep(Math.min(draft.step, TOTAL_STEPS - 1));
    } else {
      setValue('timeSlots', [emptySlot(zone)]);
    }
  }, []);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      save(values as Values, step);
      // Once a field shows an error, it is re-checked on every change, so the error goes as soon as it is fixed.
      if (name && form.getFieldState(name as FieldPath<Values>).error) void trigger(name as FieldPath<Values>);
    });
    return () => subscription.unsubscribe();
  }, [watch, save, step, trigger, form]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to each new step's heading
  useEffect(() => headingRef.current?.focus(), [step]);

  const error = (name: string) => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  async function next() {
    const fields = STEP_FIELDS[step]!;
    if (await trigger(fields, { shouldFocus: true })) {
      save(getValues(), step + 1);
      setStep(step + 1);
    }
  }

  async function onValid(values: Values) {
    const result = await submit(values as Record<string, unknown>, { attachment, step: TOTAL_STEPS - 1 });
    if (result.status === 'invalid') {
      let first: { path: string; step: number } | null = null;
      for (const [path, key] of Object.entries(result.fields)) {
        if (path === 'attachment') {
          setAttachmentError(key);
          first ??= { path, step: 1 };
          continue;
        }
        setError(path as FieldPath<Values>, { message: key });
        const owner = STEP_FIELDS.findIndex((fields) => fields.some((field) => path === field || path.startsWith(`${field}.`)));
        if (!first || (owner >= 0 && owner < first.step)) first = { path, step: owner >= 0 ? owner : TOTAL_STEPS - 1 };
      }
      if (first) {
        setStep(first.step);
        setTimeout(() => first && first.path !== 'attachment' && setFocus(first.path as FieldPath<Values>), 0);
      }
    }
  }

  if (state.phase === 'sent' || state.phase === 'queued') {
    return (
      <SubmissionDone
        phase={state.phase}
        sentText={t('successText')}
        reference={state.phase === 'sent' ? state.reference : undefined}
        headingLevel={2}
        onClose={onClose}
      />
    );
  }

  const choose = (list: { id: string; name: string }[]) => [
    <option key="" value="">
      {t('choose')}
    </option>,
    ...list.map((item) => (
      <option key={item.id} value={item.id}>
        {item.name}
      </option>
    )),
  ];
  const stepNames = [t('stepContacts'), t('stepDetails'), t('stepSlots')];
  // The days a slot may take, from today to a year ahead, as the schema allows.
  const dateBounds = slotDateBounds(Date.now(), timeZone);
  const values = getValues();
  const nameOf = (list: { id: string; name: string }[], value: unknown) => list.find((item) => item.id === value)?.name;
  const filled = (value: unknown) =>
    value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value)) ? t('notFilled') : String(value);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title} tabIndex={-1} ref={headingRef}>
        {kind === 'meeting' ? t('titleMeeting', { name: target.title }) : t('titleService', { title: target.title })}
      </h2>
      <div className={styles.progress}>
        <p id={`${id}-progress`}>
          {t('progress', { step: step + 1, total: TOTAL_STEPS })}: {stepNames[step]}
        </p>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={1}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step + 1}
          className={styles.bar}
        >
          <span />
        </div>
        <ol className={styles.steps}>
          {stepNames.map((name, index) => (
            <li key={name} aria-current={index === step ? 'step' : undefined} data-done={index < step || undefined}>
              {index + 1}/{TOTAL_STEPS} {name}
            </li>
          ))}
        </ol>
      </div>

      <input type="hidden" {...register(targetField)} />
      <Honeypot field={register('website')} />

      {step === 0 ? (
        <fieldset className={styles.grid}>
          <legend className="visually-hidden">{stepNames[0]}</legend>
          <Field id={`${id}-email`} label={t('email')} required error={error('email')}>
            {(aria) => <input type="email" autoComplete="email" {...aria} {...register('email')} />}
          </Field>
          <Field id={`${id}-first`} label={t('firstName')} required error={error('firstName')}>
            {(aria) => <input autoComplete="given-name" {...aria} {...register('firstName')} />}
          </Field>
          <Field id={`${id}-last`} label={t('lastName')} required error={error('lastName')}>
            {(aria) => <input autoComplete="family-name" {...aria} {...register('lastName')} />}
          </Field>
          <Field id={`${id}-org`} label={t('organization')} error={error('organization')}>
            {(aria) => <input autoComplete="organization" {...aria} {...register('organization')} />}
          </Field>
          <Field id={`${id}-phone`} label={t('phone')} error={error('phone')}>
            {(aria) => <input type="tel" autoComplete="tel" {...aria} {...register('phone')} />}
          </Field>
          <Field id={`${id}-social`} label={t('socialContact')} error={error('socialContact')}>
            {(aria) => <input {...aria} {...register('socialContact')} />}
          </Field>
          <Field id={`${id}-communication`} label={t('communicationType')} error={error('communicationType')}>
            {(aria) => (
              <select {...aria} {...register('communicationType', { setValueAs: (v) => (v === '' ? undefined : v) })}>
                {choose(choices.communicationTypes)}
              </select>
            )}
          </Field>
          <Field id={`${id}-language`} label={t('contactLanguage')} required error={error('contactLanguage')}>
            {(aria) => (
              <select {...aria} {...register('contactLanguage')}>
                {choose(choices.contactLanguages)}
              </select>
            )}
          </Field>
          <Field id={`${id}-industry`} label={t('industry')} required error={error('industry')}>
            {(aria) => (
              <select {...aria} {...register('industry')}>
                {choose(choices.industries)}
              </select>
            )}
          </Field>
        </fieldset>
      ) : null}

      {step === 1 ? (
        <fieldset className={styles.grid}>
          <legend className="visually-hidden">{stepNames[1]}</legend>
          <Field id={`${id}-budget`} label={t('budgetUsd')} error={error('budgetUsd')}>
            {(aria) => (
              <input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                {...aria}
                {...register('budgetUsd', { setValueAs: (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)) })}
              />
            )}
          </Field>
          <Field id={`${id}-location`} label={t('location')} error={error('location')}>
            {(aria) => <input {...aria} {...register('location')} />}
          </Field>
          <div className={styles.full}>
            <Field id={`${id}-result`} label={t('expectedResult')} error={error('expectedResult')}>
              {(aria) => <textarea rows={3} {...aria} {...register('expectedResult')} />}
            </Field>
          </div>
          <details className={styles.additional} open={comments.length > 0 || Boolean(attachment)}>
            <summary>
              {t('additional')} <span className="muted">— {t('additionalHint')}</span>
            </summary>
            <div className={styles.comments}>
              <p className={styles.subTitle}>{t('comments')}</p>
              {comments.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the positions of a field array of plain strings
                <div key={index} className={styles.row}>
                  <Field id={`${id}-comment-${index}`} label={t('comment', { number: index + 1 })} error={error(`comments.${index}`)}>
                    {(aria) => <textarea rows={2} {...aria} {...register(`comments.${index}` as const)} />}
                  </Field>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('removeComment', { number: index + 1 })}
                    onClick={() =>
                      setValue(
                        'comments',
                        comments.filter((__, i) => i !== index),
                        { shouldDirty: true },
                      )
                    }
                  >
                    ×
                  </button>
                </div>
              ))}
              {comments.length < 10 ? (
                <button type="button" className={styles.secondary} onClick={() => setValue('comments', [...comments, ''], { shouldDirty: true })}>
                  + {t('addComment')}
                </button>
              ) : null}
            </div>
            <Field id={`${id}-file`} label={t('attachment')} hint={t('attachmentHint')} error={attachmentError}>
              {(aria) => (
                <input
                  type="file"
                  {...aria}
                  accept=".pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.pptx,.odt,.ods,.txt,.csv"
                  onChange={(event) => {
                    const file = event.target.files?.[0] ?? null;
                    setAttachmentError(file && file.size > MAX_ATTACHMENT_BYTES ? 'attachmentTooLarge' : undefined);
                    setAttachment(file && file.size <= MAX_ATTACHMENT_BYTES ? file : null);
                  }}
                />
              )}
            </Field>
            {attachment ? (
              <p className={styles.file}>
                {attachment.name}{' '}
                <button type="button" className={styles.linkButton} onClick={() => setAttachment(null)}>
                  {t('removeAttachment')}
                </button>
              </p>
            ) : null}
          </details>
        </fieldset>
      ) : null}

      {step === 2 ? (
        <fieldset className={styles.slots}>
          <legend className={styles.subTitle}>{t('slotsTitle')}</legend>
          <p className="muted">{t('slotsHint', { zone: timeZone })}</p>
          {error('timeSlots') ? (
            <p className={styles.error} role="alert">
              {tValidation('slotsRequired')}
            </p>
          ) : null}
          {slots.fields.map((slot, index) => {
            const value = watch(`timeSlots.${index}`);
            const complete = value?.date && value.from && value.to && value.from < value.to;
            return (
              <fieldset key={slot.id} className={styles.slot}>
                <legend>{t('slot', { number: index + 1 })}</legend>
                <input type="hidden" {...register(`timeSlots.${index}.timeZone` as const)} />
                <Field id={`${id}-slot-${index}-date`} label={t('slotDate')} required error={error(`timeSlots.${index}.date`)}>
                  {(aria) => (
                    <SlotDatePicker
                      value={value?.date ?? ''}
                      {...dateBounds}
                      onChoose={(day) => setValue(`timeSlots.${index}.date`, day, { shouldValidate: true, shouldDirty: true })}
                    >
                      <input type="date" {...dateBounds} {...aria} {...register(`timeSlots.${index}.date` as const)} />
                    </SlotDatePicker>
                  )}
                </Field>
                <Field id={`${id}-slot-${index}-from`} label={t('slotFrom')} required error={error(`timeSlots.${index}.from`)}>
                  {(aria) => <input type="time" {...aria} {...register(`timeSlots.${index}.from` as const)} />}
                </Field>
                <Field id={`${id}-slot-${index}-to`} label={t('slotTo')} required error={error(`timeSlots.${index}.to`)}>
                  {(aria) => <input type="time" {...aria} {...register(`timeSlots.${index}.to` as const)} />}
                </Field>
                <p className={styles.utc} data-testid={`slot-utc-${index}`}>
                  {complete ? t('slotUtc', { time: slotInUtc({ ...value, timeZone: value.timeZone || timeZone }) }) : '\u00a0'}
                </p>
                {slots.fields.length > 1 ? (
                  <button type="button" className={styles.linkButton} onClick={() => slots.remove(index)}>
                    {t('removeSlot', { number: index + 1 })}
                  </button>
                ) : null}
              </fieldset>
            );
          })}
          {slots.fields.length < 10 ? (
            <button type="button" className={styles.secondary} onClick={() => slots.append(emptySlot(timeZone))}>
              + {t('addSlot')}
            </button>
          ) : null}

          <section className={styles.summary} aria-labelledby={`${id}-summary`}>
            <h3 id={`${id}-summary`}>{t('summary')}</h3>
            <dl>
              <dt>{t('email')}</dt>
              <dd>{filled(values.email)}</dd>
              <dt>{t('fullName')}</dt>
              <dd>{filled([values.firstName, values.lastName].filter(Boolean).join(' '))}</dd>
              <dt>{t('organization')}</dt>
              <dd>{filled(values.organization)}</dd>
              <dt>{t('phone')}</dt>
              <dd>{filled(values.phone)}</dd>
              <dt>{t('socialContact')}</dt>
              <dd>{filled(values.socialContact)}</dd>
              <dt>{t('communicationType')}</dt>
              <dd>{filled(nameOf(choices.communicationTypes, values.communicationType))}</dd>
              <dt>{t('contactLanguage')}</dt>
              <dd>{filled(nameOf(choices.contactLanguages, values.contactLanguage))}</dd>
              <dt>{t('industry')}</dt>
              <dd>{filled(nameOf(choices.industries, values.industry))}</dd>
              <dt>{t('budgetUsd')}</dt>
              <dd>{filled(values.budgetUsd)}</dd>
              <dt>{t('expectedResult')}</dt>
              <dd>{filled(values.expectedResult)}</dd>
              <dt>{t('location')}</dt>
              <dd>{filled(values.location)}</dd>
              <dt>{t('attachment')}</dt>
              <dd>{filled(attachment?.name)}</dd>
            </dl>
          </section>
        </fieldset>
      ) : null}

      {state.phase === 'failed' ? <SendFailure busy={state.busy} /> : null}

      <p className={styles.terms}>
        {t.rich('terms', {
          link: (chunks) => (
            <a href={termsHref} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })}
      </p>

      <div className={styles.actions}>
        {step > 0 ? (
          <button type="button" className={styles.secondary} onClick={() => setStep(step - 1)}>
            {t('back')}
          </button>
        ) : null}
        {/* Two elements, not one that changes type: the step changes while the click on Next is
            still being handled, and a button turned to "submit" by then would send the form. */}
        {step < TOTAL_STEPS - 1 ? (
          <button key="next" type="button" className={styles.primary} onClick={() => void next()}>
            {t('next')}
          </button>
        ) : (
          <button key="send" type="submit" className={styles.primary} disabled={state.phase === 'sending'} onClick={() => setState({ phase: 'editing' })}>
            {showSending ? t('sending') : state.phase === 'failed' ? t('retry') : t('send')}
          </button>
        )}
      </div>
    </form>
  );
}
