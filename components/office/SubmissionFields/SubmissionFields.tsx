import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';
import { officeMailView } from '@/lib/mail/compose';
import { officeMessages } from '@/lib/office/locale';
import type { SubmissionDetail } from '@/lib/office/office-store';
import type { Translator } from '@/lib/i18n/translator';

/**
 * Everything the customer sent, as the office's mail shows it (lib/mail/compose.ts): each field
 * with the form's label, choices by name, slots in the customer's and the office's zones; the
 * file as a download. Every value is text: React escapes it, and no value becomes a link.
 */
export async function SubmissionFields({ detail }: { detail: SubmissionDetail }) {
  const { t, locale } = await officeMessages();
  const all = (await getTranslations({ locale })) as unknown as Translator;
  const { submission } = detail;
  const view = officeMailView({ submission, content: getContent(), t: all, locale });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', hourCycle: 'h23' });
  return (
    <section aria-labelledby="fields">
      <h2 id="fields" className="o-subtitle">
        {t('submission.fields')}
      </h2>
      {detail.erasedAt && <p className="o-notice">{t('submission.erasedAt', { date: `${date.format(new Date(detail.erasedAt))} UTC` })}</p>}
      <dl className="o-card o-details">
        {view.rows.map((row) => (
          <div key={row.label} className="o-pair">
            <dt>{row.label}</dt>
            <dd>{row.lines.join('\n')}</dd>
          </div>
        ))}
      </dl>
      {submission.attachments.map((file) => (
        <p key={file.id}>
          <a className="o-secondary" href={`/api/office/submissions/${submission.id}/attachments/${file.id}`} download>
            {t('submission.download')}: {file.filename}
          </a>
        </p>
      ))}
    </section>
  );
}
