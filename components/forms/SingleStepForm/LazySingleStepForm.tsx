'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import styles from '@/components/requests/RequestForm/RequestForm.module.css';
import fieldStyles from '../Field/Field.module.css';
import type { FieldSpec, SingleStepForm as Form } from './SingleStepForm';

type Props = ComponentProps<typeof Form>;

/** The form's fields as they will look, inert, while the form code loads after the page. */
function Placeholder({ fields, submitLabel }: { fields: FieldSpec[]; submitLabel: string }) {
  return (
    <div className={styles.form} aria-busy="true">
      <div className={styles.grid}>
        {fields.map((field) => (
          <div key={field.name} className={field.type === 'textarea' ? styles.full : undefined}>
            <div className={fieldStyles.field}>
              <span className={fieldStyles.label}>{field.label}</span>
              {field.type === 'textarea' ? <textarea rows={5} disabled aria-hidden="true" /> : field.type === 'select' ? <select disabled aria-hidden="true" /> : <input disabled aria-hidden="true" />}
              {field.hint ? <p className={fieldStyles.hint}>{field.hint}</p> : null}
            </div>
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * The support and investor forms: react-hook-form, zod and the HTTP client load after the page,
 * not with it; the placeholder keeps the layout still meanwhile.
 */
export function LazySingleStepForm(props: Props) {
  const [Loaded, setLoaded] = useState<typeof Form | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('./SingleStepForm').then((module) => !cancelled && setLoaded(() => module.SingleStepForm));
    return () => {
      cancelled = true;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : <Placeholder fields={props.fields} submitLabel={props.submitLabel} />;
}
