import { useTranslations } from 'next-intl';
import { Field } from '../Field/Field';
import styles from '@/components/styles/form.module.css';

export type FieldSpec = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'number' | 'select' | 'textarea';
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  options?: { value: string; label: string }[];
};

/** Who is writing and how to answer them: the first fields of the support and investor forms. */
export function contactFieldSpecs(label: (key: 'name' | 'email' | 'phone') => string): FieldSpec[] {
  return [
    { name: 'name', label: label('name'), type: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: label('email'), type: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: label('phone'), type: 'tel', autoComplete: 'tel' },
  ];
}

/** The id of a field's control: its label, hint and error, and the take-over's focus, use it. */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

type Props = {
  idPrefix: string;
  fields: FieldSpec[];
  /** The props each control gets besides its label wiring: react-hook-form's, or a plain name. */
  control: (field: FieldSpec) => object;
  errorOf?: (name: string) => string | undefined;
};

/** The labelled fields of a one-page form, the same before and after its code has loaded. */
export function SingleStepFields({ idPrefix, fields, control, errorOf }: Props) {
  const t = useTranslations('RequestForm');
  return (
    <div className={styles.grid}>
      {fields.map((field) => (
        <div key={field.name} className={field.type === 'textarea' ? styles.full : undefined}>
          <Field id={fieldId(idPrefix, field.name)} label={field.label} required={field.required} hint={field.hint} error={errorOf?.(field.name)}>
            {(aria) =>
              field.type === 'textarea' ? (
                <textarea rows={5} {...aria} {...control(field)} />
              ) : field.type === 'select' ? (
                <select {...aria} {...control(field)}>
                  <option value="">{t('choose')}</option>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={field.type === 'number' ? 'numeric' : undefined}
                  {...aria}
                  {...control(field)}
                />
              )
            }
          </Field>
        </div>
      ))}
    </div>
  );
}
