import { getLocale, getTranslations } from 'next-intl/server';
import { OnePageForm } from '@/components/forms/OnePageForm/OnePageForm';
import type { FormField } from '@/components/forms/OnePageForm/form-messages';
import { Section } from '@/components/ui/Section/Section';
import type { RequestTarget } from '../RequestButton/RequestButton';
import { getPathname } from '@/i18n/navigation';
import { choiceLists } from '@/lib/forms/choice-labels';
import { REQUEST_CONTACT_FIELDS, REQUEST_DETAIL_FIELDS } from '@/lib/forms/fields';
import { timeZoneOptions } from '@/lib/forms/time-zones';
import type { Locale } from '@/lib/i18n/locales';
import styles from '@/components/styles/form.module.css';

type Props = { kind: 'meeting' | 'service'; targets: RequestTarget[] };

/**
 * A request with all its fields on one page: what a visitor gets where the three steps cannot
 * run (no JavaScript, or the page's code never came), and what anyone can fill in instead of
 * choosing from the list first. It posts to the same API, judged by the same schema.
 */
export async function OnePageRequest({ kind, targets }: Props) {
  const t = await getTranslations('RequestForm');
  const tRequests = await getTranslations('Requests');
  const locale = (await getLocale()) as Locale;
  const choices = choiceLists(locale);
  const options = (items: { id: string; name: string }[]) => items.map((item) => ({ value: item.id, label: item.name }));
  // The fields' labels are the request form's messages, which OnePageForm reads (FieldGroup).
  const target: FormField = {
    name: kind === 'meeting' ? 'expertId' : 'serviceId',
    type: 'select',
    required: true,
    labelKey: kind === 'meeting' ? 'targetExpert' : 'targetService',
    options: targets.map((item) => ({ value: item.id, label: item.title })),
    // The page of one expert or service (`?expert=<id>`): chosen already, with or without a script.
    ...(targets.length === 1 ? { emptyChoice: false } : {}),
  };
  const contacts: FormField[] = REQUEST_CONTACT_FIELDS.map((field) => ({
    ...field,
    ...('choices' in field ? { options: options(choices[field.choices]) } : {}),
  }));
  const details: FormField[] = [
    ...REQUEST_DETAIL_FIELDS,
    { name: 'comments.0', type: 'textarea', labelKey: 'comments' },
    { name: 'attachment', type: 'file', hintKey: 'attachmentHint' },
  ];
  const slot: FormField[] = [
    { name: 'timeSlots.0.date', type: 'date', required: true, labelKey: 'slotDate' },
    { name: 'timeSlots.0.from', type: 'time', required: true, labelKey: 'slotFrom' },
    { name: 'timeSlots.0.to', type: 'time', required: true, labelKey: 'slotTo' },
    { name: 'timeSlots.0.timeZone', type: 'select', required: true, emptyChoice: false, labelKey: 'timeZone', options: timeZoneOptions(locale, Date.now()) },
  ];
  const terms = t.rich('termsOnSend', { link: (chunks) => <a href={`${getPathname({ href: '/documentation', locale })}#terms`}>{chunks}</a> });
  return (
    <Section id="request-form" title={tRequests('onePageTitle')} intro={tRequests('onePageIntro')}>
      <OnePageForm
        kind={kind}
        draftId="page"
        groups={[
          { fields: [target] },
          { legendKey: 'stepContacts', fields: contacts },
          { legendKey: 'stepDetails', fields: details },
          { legendKey: 'slotsTitle', fields: slot },
        ]}
        headingLevel={3}
        footer={<p className={styles.terms}>{terms}</p>}
      />
    </Section>
  );
}
