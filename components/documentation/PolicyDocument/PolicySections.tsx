'use client';

import { useTranslations } from 'next-intl';
import { AddedMessages } from '@/components/i18n/AddedMessages/AddedMessages';
import { PrerenderedMessages } from '@/components/i18n/PrerenderedMessages/PrerenderedMessages';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageFile } from '@/lib/message-files';
import type { PolicyDocumentId } from '@/lib/content/policy-messages';
import styles from './PolicyDocument.module.css';

type Props = { id: PolicyDocumentId; locale: Locale; messagesUrl: string };

/** A document's table of contents and sections, from the page's message file, with the messages it brings. */
export function PolicySections({ id, locale, messagesUrl }: Props) {
  return (
    <PrerenderedMessages name="documentation" locale={locale} messagesUrl={messagesUrl}>
      {(file) => (
        <AddedMessages messages={file.messages}>
          <Sections id={id} file={file} />
        </AddedMessages>
      )}
    </PrerenderedMessages>
  );
}

function Sections({ id, file }: { id: PolicyDocumentId; file: MessageFile<'documentation'> }) {
  const t = useTranslations('Documentation');
  const title = t(`${id}Title`);
  return (
    <>
      <nav aria-label={`${t('contents')}: ${title}`} className={styles.contents} id={`${id}-toc`}>
        <h3 id={`${id}-contents`}>{t('contents')}</h3>
        <ol>
          {file[id].map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {file[id].map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
          <h3 id={`${section.id}-title`}>{section.title}</h3>
          {section.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed content, never reordered
            <p key={index}>{paragraph}</p>
          ))}
          <a href={`#${id}-toc`} className={styles.back}>
            {t('backToTop')}
          </a>
        </section>
      ))}
    </>
  );
}
