import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, labelledGroups } from './form-messages';

const messages: Record<string, string> = {
  name: 'Name',
  theme: 'Subject',
  'themes.other': 'Something else',
  amountHint: 'At least {minimum}',
  stepContacts: 'Contacts',
  targetExpert: 'Expert',
};
const message = (key: string, values?: Record<string, string>) => {
  const text = messages[key];
  if (!text) throw new Error(`no message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
};

describe("a one-page form's fields, in the form's messages", () => {
  it('are labelled by their name, or by the key given; hints take their values; options are data or messages', () => {
    const [group] = labelledGroups(
      [
        {
          legendKey: 'stepContacts',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'expertId', type: 'select', labelKey: 'targetExpert', options: [{ value: 'ana', label: 'Ana' }] },
            { name: 'theme', type: 'select', optionsFrom: { key: 'themes', values: ['other'] } },
            { name: 'amountUsd', type: 'number', labelKey: 'name', hintKey: 'amountHint', hintValues: { minimum: '$10,000' } },
          ],
        },
      ],
      message,
    );
    expect(group!.legend).toBe('Contacts');
    expect(group!.fields).toEqual([
      { name: 'name', type: 'text', label: 'Name' },
      { name: 'expertId', type: 'select', label: 'Expert', options: [{ value: 'ana', label: 'Ana' }] },
      { name: 'theme', type: 'select', label: 'Subject', options: [{ value: 'other', label: 'Something else' }] },
      { name: 'amountUsd', type: 'number', label: 'Name', hint: 'At least $10,000' },
    ]);
  });

  it("name each kind's namespace, button and answer", () => {
    expect(FORM_MESSAGES.support.namespace).toBe('SupportForm');
    expect(FORM_MESSAGES.meeting).toEqual({ namespace: 'RequestForm', send: 'send', sent: 'successText' });
  });
});
