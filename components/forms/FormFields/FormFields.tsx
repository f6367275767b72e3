import { useTranslations } from 'next-intl';
import type { FieldSpec } from '@/lib/forms/fields';
import { Field } from '../Field/Field';
import styles from '@/components/styles/form.module.css';

/**
 * A field of lib/forms/fields.ts with its messages in the page's language. `emptyChoice: false`: a
 * select that starts on its first option instead of "choose…" (the time zone).
 */
export type LabelledField = FieldSpec & { label: string; hint?: string; options?: readonly { value: string; label: string }[]; emptyChoice?: boolean };

/**
 * An e-mail field is a text input that asks for the e-mail keyboard, so the address is sent as
 * typed: Chromium's `type="email"` gives the form `info@xn--80a1acny.xn--p1ai` for a typed
 * `info@почта.рф`. lib/forms/email.ts checks it.
 */
const EMAIL_INPUT = { type: 'text', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } as const;

/** The id of a field's control: its label, hint and error, and the take-over's focus, use it. */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

type Props = {
  idPrefix: string;
  fields: readonly LabelledField[];
  /** The props each control gets besides its label wiring: react-hook-form's, or a plain name. */
  control: (field: LabelledField) => object;
  errorOf?: (name: string) => string | undefined;
};

/**
 * The labelled fields of every form, from its field specs: the one-page forms (the same before and
 * after their code has loaded) and the request form's contacts step.
 */
export function FormFields({ idPrefix, fields, control, errorOf }: Props) {
  const t = useTranslations('RequestForm');
  return (
    <>
      {fields.map((field) => (
        <div key={field.name} className={field.type === 'textarea' ? styles.full : undefined}>
          <Field id={fieldId(idPrefix, field.name)} label={field.label} required={field.required} hint={field.hint} error={errorOf?.(field.name)}>
            {(aria) =>
              field.type === 'textarea' ? (
                <textarea rows={5} {...aria} {...control(field)} />
              ) : field.type === 'select' ? (
                <select {...aria} {...control(field)}>
                  {field.emptyChoice === false ? null : <option value="">{t('choose')}</option>}
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
                  {...(field.type === 'email' ? EMAIL_INPUT : {})}
                  {...aria}
                  {...control(field)}
                />
              )
            }
          </Field>
        </div>
      ))}
    </>
  );
}
