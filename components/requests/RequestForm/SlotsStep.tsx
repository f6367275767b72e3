'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Field } from '@/components/forms/Field/Field';
import { SlotDatePicker } from '@/components/forms/SlotDatePicker/SlotDatePicker';
import styles from '@/components/styles/form.module.css';
import { MAX_TIME_SLOTS } from '@/lib/forms/limits';
import { slotDateBounds, slotInUtc } from '@/lib/forms/slots';
import { type RequestValues, useFieldError, useRequestForm } from './form-context';

export function emptySlot(timeZone: string) {
  return { date: '', from: '', to: '', timeZone };
}

/** Step 3/3: the times the visitor proposes, in their own time zone, shown in UTC too; then `children` (the summary). */
export function SlotsStep({
  id,
  timeZone,
  slots,
  children,
}: {
  id: string;
  timeZone: string;
  slots: UseFieldArrayReturn<RequestValues, 'timeSlots'>;
  children: ReactNode;
}) {
  const t = useTranslations('RequestForm');
  const tValidation = useTranslations('Validation');
  const { register, watch, setValue } = useRequestForm();
  // At once, not as react-hook-form's setFocus does (a task later): the next keystroke lands there.
  const focusDate = (index: number) => document.getElementById(`${id}-slot-${index}-date`)?.focus();
  const error = useFieldError();
  // The days a slot may take, from today to a year ahead, as the schema allows.
  const dateBounds = slotDateBounds(Date.now(), timeZone);
  return (
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
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  flushSync(() => slots.remove(index));
                  // Focus stays in the list: on the date of the slot before (or the new first one).
                  focusDate(Math.max(0, index - 1));
                }}
              >
                {t('removeSlot', { number: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {slots.fields.length < MAX_TIME_SLOTS ? (
        <button
          type="button"
          className={styles.secondary}
          // Focus goes to the new slot's date (not its hidden time zone), rendered and focused at
          // once so the next keystroke lands there: Enter again must not add another.
          onClick={() => {
            const added = slots.fields.length;
            flushSync(() => slots.append(emptySlot(timeZone), { shouldFocus: false }));
            focusDate(added);
          }}
        >
          + {t('addSlot')}
        </button>
      ) : null}
      {children}
    </fieldset>
  );
}
