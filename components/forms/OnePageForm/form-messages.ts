import type { SubmissionKind } from '@/lib/forms/schemas';
import type { LabelledField } from '../FormFields/FormFields';

/**
 * A field as its page gives it; its messages are the form's (FORM_MESSAGES): the label is the
 * message `labelKey` (else the field's name), the hint `hintKey` with `hintValues`, and a select's
 * options are data (`options`) or messages (`optionsFrom`: `themes` → `themes.<value>`).
 */
export type FormField = Omit<LabelledField, 'label' | 'hint'> & {
  labelKey?: string;
  hintKey?: string;
  hintValues?: Record<string, string>;
  optionsFrom?: { key: string; values: readonly string[] };
};

/** Fields shown together, under a legend (a message) when there are several groups (the request's contacts, details, time). */
export type FieldGroup = { legendKey?: string; fields: readonly FormField[] };

/** Each form's namespace (its page puts it in scope), and the messages of its button and of its answer once sent. */
export const FORM_MESSAGES: Record<SubmissionKind, { namespace: string; send: string; sent: string }> = {
  support: { namespace: 'SupportForm', send: 'send', sent: 'success' },
  investor: { namespace: 'InvestorForm', send: 'send', sent: 'success' },
  meeting: { namespace: 'RequestForm', send: 'send', sent: 'successText' },
  service: { namespace: 'RequestForm', send: 'send', sent: 'successText' },
};

export type FormMessage = (key: string, values?: Record<string, string>) => string;

function labelled(field: FormField, message: FormMessage): LabelledField {
  const { labelKey, hintKey, hintValues, optionsFrom, ...spec } = field;
  return {
    ...spec,
    label: message(labelKey ?? field.name),
    ...(hintKey ? { hint: message(hintKey, hintValues) } : {}),
    ...(optionsFrom ? { options: optionsFrom.values.map((value) => ({ value, label: message(`${optionsFrom.key}.${value}`) })) } : {}),
  };
}

/** The groups with their legends and fields in the form's messages. */
export function labelledGroups(groups: readonly FieldGroup[], message: FormMessage) {
  return groups.map((group) => ({ legend: group.legendKey && message(group.legendKey), fields: group.fields.map((field) => labelled(field, message)) }));
}
