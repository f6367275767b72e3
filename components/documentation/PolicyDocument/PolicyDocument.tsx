import type { Locale } from '@/lib/i18n/locales';
import type { PolicyDocumentId } from '@/lib/content/policy-messages';
import { PolicySections } from './PolicySections';
import styles from './PolicyDocument.module.css';

type Props = {
  id: PolicyDocumentId;
  /** The document's title and revision date, in the page's language. */
  title: string;
  revised: string;
  revisedLabel: string;
  locale: Locale;
  /** The page's message file, with the text of its sections (lib/message-files.ts). */
  messagesUrl: string;
};

/**
 * A legal document: its revision date, a table of contents with anchors, then the sections. Its
 * text is most of /documentation and static, so the page carries it once, in its HTML, and not
 * again in the RSC payload (components/i18n/PrerenderedMessages).
 */
export function PolicyDocument({ id, title, revised, revisedLabel, locale, messagesUrl }: Props) {
  return (
    <article id={id} aria-labelledby={`${id}-title`} className={styles.document}>
      <header className={styles.header}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className={styles.revised}>
          <time dateTime={revised}>{revisedLabel}</time>
        </p>
      </header>
      <PolicySections id={id} locale={locale} messagesUrl={messagesUrl} />
    </article>
  );
}
