'use client';

import { useTranslations } from 'next-intl';
import { FormFields, type LabelledField } from '@/components/forms/FormFields/FormFields';
import styles from '@/components/styles/form.module.css';
import { REQUEST_CONTACT_FIELDS } from '@/lib/forms/fields';
import { useChoiceLists, useFieldError, useRequestForm } from './form-context';

/** Step 1/3: who is asking and how to reach them (lib/forms/fields.ts). */
export function ContactsStep({ id, legend }: { id: string; legend: string }) {
  const t = useTranslations('RequestForm');
  const choices = useChoiceLists();
  const { register } = useRequestForm();
  const error = useFieldError();
  const fields: LabelledField[] = REQUEST_CONTACT_FIELDS.map((field) => ({
    ...field,
    label: t(field.name),
    ...('choices' in field ? { options: choices[field.choices].map((item) => ({ value: item.id, label: item.name })) } : {}),
  }));
  return (
    <fieldset className={styles.grid}>
      <legend className="visually-hidden">{legend}</legend>
      <FormFields
        idPrefix={id}
        fields={fields}
        errorOf={error}
        // An optional select left on "choose…" is no answer, not an empty one.
        control={(field) =>
          register(
            field.name as (typeof REQUEST_CONTACT_FIELDS)[number]['name'],
            field.type === 'select' && !field.required ? { setValueAs: (value) => (value === '' ? undefined : value) } : {},
          )
        }
      />
    </fieldset>
  );
}
