'use client';

import type { Locale } from '@/lib/i18n/locales';
import type { PolicyDocumentId } from '@/lib/content/policy-text';
import { PrerenderedText } from '@/components/system/PrerenderedText/PrerenderedText';
import styles from './PolicyDocument.module.css';

type Props = {
  id: PolicyDocumentId;
  /** The document's title and revision date, in the page's words. */
  title: string;
  revised: string;
  revisedLabel: string;
  labels: { contents: string; backToTop: string };
  locale: Locale;
  /** The file with the text of its sections (lib/content/policy-text.ts). */
  textUrl: string;
};

/**
 * A legal document: its revision date, a table of contents with anchors, then the sections. Its
 * text is most of /documentation and static, so the page carries it once, in its HTML, and not
 * again in the RSC payload (components/system/PrerenderedText).
 */
export function PolicyDocument({ id, title, revised, revisedLabel, labels, locale, textUrl }: Props) {
  return (
    <article id={id} aria-labelledby={`${id}-title`} className={styles.document}>
      <header className={styles.header}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className={styles.revised}>
          <time dateTime={revised}>{revisedLabel}</time>
        </p>
      </header>
      <PrerenderedText page="documentation" locale={locale} textUrl={textUrl}>
        {(text) => (
          <>
            <nav aria-label={`${labels.contents}: ${title}`} className={styles.contents} id={`${id}-toc`}>
              <h3 id={`${id}-contents`}>{labels.contents}</h3>
              <ol>
                {text[id].map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {text[id].map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
                <h3 id={`${section.id}-title`}>{section.title}</h3>
                {section.paragraphs.map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of fixed content, never reordered
                  <p key={index}>{paragraph}</p>
                ))}
                <a href={`#${id}-toc`} className={styles.back}>
                  {labels.backToTop}
                </a>
              </section>
            ))}
          </>
        )}
      </PrerenderedText>
    </article>
  );
}
