'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/forms/Field/Field';
import styles from '@/components/styles/form.module.css';
import { useChoiceLists, useFieldError, useRequestForm } from './form-context';

/** A select's options: "choose…" first, then the list. */
function ChoiceOptions({ list, placeholder }: { list: readonly { id: string; name: string }[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {list.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/** Step 1/3: who is asking and how to reach them. */
export function ContactsStep({ id, legend }: { id: string; legend: string }) {
  const t = useTranslations('RequestForm');
  const choices = useChoiceLists();
  const { register } = useRequestForm();
  const error = useFieldError();
  return (
    <fieldset className={styles.grid}>
      <legend className="visually-hidden">{legend}</legend>
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
            <ChoiceOptions list={choices.communicationTypes} placeholder={t('choose')} />
          </select>
        )}
      </Field>
      <Field id={`${id}-language`} label={t('contactLanguage')} required error={error('contactLanguage')}>
        {(aria) => (
          <select {...aria} {...register('contactLanguage')}>
            <ChoiceOptions list={choices.contactLanguages} placeholder={t('choose')} />
          </select>
        )}
      </Field>
      <Field id={`${id}-industry`} label={t('industry')} required error={error('industry')}>
        {(aria) => (
          <select {...aria} {...register('industry')}>
            <ChoiceOptions list={choices.industries} placeholder={t('choose')} />
          </select>
        )}
      </Field>
    </fieldset>
  );
}
