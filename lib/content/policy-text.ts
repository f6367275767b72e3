/**
 * The text of the two legal documents on /documentation, in one language. It is most of that
 * page (docs/performance.md, "Figures behind the code's choices"), so the page carries it once: the server renders it into
 * the HTML, and the browser fetches it from a static file (lib/content/page-text.ts) only when
 * it renders the page itself (components/documentation/PolicyDocument).
 */

import type { Locale } from '@/lib/i18n/locales';
import { getContent } from './index';

export const POLICY_DOCUMENTS = ['privacy', 'terms'] as const;
export type PolicyDocumentId = (typeof POLICY_DOCUMENTS)[number];

type PolicySection = { id: string; title: string; paragraphs: string[] };
type PolicyText = Record<PolicyDocumentId, PolicySection[]>;

/** A blank line separates two paragraphs of a section. */
const toParagraphs = (desc: string) => desc.split(/\n\n+/);

export function policyText(locale: Locale): PolicyText {
  const { policies } = getContent();
  return Object.fromEntries(
    POLICY_DOCUMENTS.map((document) => [
      document,
      policies[document].sections.map((section) => ({ id: section.id, title: section.title[locale], paragraphs: toParagraphs(section.desc[locale]) })),
    ]),
  ) as PolicyText;
}
