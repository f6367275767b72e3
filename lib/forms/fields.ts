import type { z } from 'zod';
import type { InvestorRequest, MeetingRequest, SupportMessage } from './schemas';

/**
 * The fields of each form, in order, defined once beside the schemas: a field's name is one of
 * its schema's keys (a wrong one fails the type check), and fields.test.ts holds `required` to
 * the schema. Labels are the form's messages by the field's name; a select's options are one of
 * the choice lists. components/forms/FormFields renders every form's fields from these.
 */
export type FieldType = 'text' | 'email' | 'tel' | 'number' | 'select' | 'textarea' | 'date' | 'time' | 'file';

/** Where a select's options come from: the support themes (messages) or the content's lists. */
export type ChoiceListName = 'supportThemes' | 'industries' | 'communicationTypes' | 'contactLanguages';

export type FieldSpec<Name extends string = string> = {
  name: Name;
  type: FieldType;
  required?: boolean;
  autoComplete?: string;
  choices?: ChoiceListName;
};

type FieldsOf<Schema extends z.ZodType> = readonly FieldSpec<keyof z.output<Schema> & string>[];

export const SUPPORT_FIELDS = [
  { name: 'name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'theme', type: 'select', required: true, choices: 'supportThemes' },
  { name: 'comment', type: 'textarea', required: true },
] as const satisfies FieldsOf<typeof SupportMessage>;

export const INVESTOR_FIELDS = [
  { name: 'name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'amountUsd', type: 'number', required: true },
  { name: 'comment', type: 'textarea' },
] as const satisfies FieldsOf<typeof InvestorRequest>;

/** Step 1/3 of a meeting or service request: who is asking and how to reach them. */
export const REQUEST_CONTACT_FIELDS = [
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'firstName', type: 'text', required: true, autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', required: true, autoComplete: 'family-name' },
  { name: 'organization', type: 'text', autoComplete: 'organization' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'socialContact', type: 'text' },
  { name: 'communicationType', type: 'select', choices: 'communicationTypes' },
  { name: 'contactLanguage', type: 'select', required: true, choices: 'contactLanguages' },
  { name: 'industry', type: 'select', required: true, choices: 'industries' },
] as const satisfies FieldsOf<typeof MeetingRequest>;

/** Step 2/3 of a request: the budget, the place and the expected result. */
export const REQUEST_DETAIL_FIELDS = [
  { name: 'budgetUsd', type: 'number' },
  { name: 'location', type: 'text' },
  { name: 'expectedResult', type: 'textarea' },
] as const satisfies FieldsOf<typeof MeetingRequest>;

/** The file types a request takes (lib/submissions/attachments.ts checks the content), for the file input. */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.docx,.xlsx,.pptx,.odt,.ods,.txt,.csv';
