/**
 * All content, validated once per process. Pages read it while they are prerendered, so a broken
 * file stops the build with the same messages as `npm run content:check`.
 */

import areas from '@/content/areas.json';
import choices from '@/content/choices.json';
import compare from '@/content/compare.json';
import contactLanguages from '@/content/contact-languages.json';
import currencyRates from '@/content/currency-rates.json';
import experts from '@/content/experts.json';
import facts from '@/content/facts.json';
import faq from '@/content/faq.json';
import history from '@/content/history.json';
import news from '@/content/news.json';
import offices from '@/content/offices.json';
import policies from '@/content/policies.json';
import processes from '@/content/processes.json';
import productGroups from '@/content/product-groups.json';
import services from '@/content/services.json';
import team from '@/content/team.json';
import testimonials from '@/content/testimonials.json';
import { formatProblem, validateContent } from './check';
import { bindNumbersInLocalized } from '@/lib/text/typography';
import type { ContentData } from './schemas';

const raw = {
  areas,
  'contact-languages': contactLanguages,
  experts,
  services,
  'product-groups': productGroups,
  faq,
  news,
  testimonials,
  history,
  team,
  processes,
  policies,
  offices,
  facts,
  compare,
  'currency-rates': currencyRates,
  choices,
};

let cached: { content: ContentData; contacts: ReadonlyMap<string, string> } | undefined;

function load() {
  if (cached) return cached;
  const { data, problems } = validateContent(raw);
  if (!data) throw new Error(`Invalid content:\n${problems.map(formatProblem).join('\n')}`);
  // Numbers and their units never break apart ("0 %", "5 000 $"), whatever spaces editors typed.
  cached = withoutContacts(bindNumbersInLocalized(data));
  return cached;
}

export function getContent(): ContentData {
  return load().content;
}

/** An expert's contact address, for the office's mail only: it is in no content a page reads. */
export function expertContactEmail(expertId: string): string | undefined {
  return load().contacts.get(expertId);
}

/** The content pages read, without the experts' contact addresses, and those addresses by expert. */
export function withoutContacts(data: ContentData): { content: ContentData; contacts: ReadonlyMap<string, string> } {
  const contacts = new Map<string, string>();
  const experts = data.experts.experts.map(({ contactEmail, ...expert }) => {
    if (contactEmail) contacts.set(expert.id, contactEmail);
    return expert;
  });
  return { content: { ...data, experts: { ...data.experts, experts } }, contacts };
}

export type { ContentData } from './schemas';
