/**
 * The text of the two legal documents on /documentation, in one language. It is most of that
 * page (docs/performance.md, "Figures behind the code's choices"), so the page carries it once: the
 * server renders it into the HTML, and the browser fetches it from its message file
 * (lib/message-files.ts) only when it renders the page itself (components/documentation/PolicyDocument).
 */

import type { Locale } from '@/lib/i18n/locales';
import { loadPickedMessages } from '@/lib/i18n/messages';
import { getContent } from './index';

export const POLICY_DOCUMENTS = ['privacy', 'terms'] as const;
export type PolicyDocumentId = (typeof POLICY_DOCUMENTS)[number];

type PolicySection = { id: string; title: string; paragraphs: string[] };
type PolicySections = Record<PolicyDocumentId, PolicySection[]>;

/** The messages its table of contents reads (components/documentation/PolicyDocument). */
const CONTENTS_MESSAGES = ['Documentation.contents', 'Documentation.backToTop', 'Documentation.privacyTitle', 'Documentation.termsTitle'];

/** A blank line separates two paragraphs of a section. */
const toParagraphs = (desc: string) => desc.split(/\n\n+/);

export function policySections(locale: Locale): PolicySections {
  const { policies } = getContent();
  return Object.fromEntries(
    POLICY_DOCUMENTS.map((document) => [
      document,
      policies[document].sections.map((section) => ({ id: section.id, title: section.title[locale], paragraphs: toParagraphs(section.desc[locale]) })),
    ]),
  ) as PolicySections;
}

/** The documents' sections, with the messages their tables of contents read. */
export async function policyMessages(locale: Locale) {
  return { messages: await loadPickedMessages(locale, CONTENTS_MESSAGES), ...policySections(locale) };
}
