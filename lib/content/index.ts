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

let cached: ContentData | undefined;

export function getContent(): ContentData {
  if (cached) return cached;
  const { data, problems } = validateContent(raw);
  if (!data) throw new Error(`Invalid content:\n${problems.map(formatProblem).join('\n')}`);
  // Numbers and their units never break apart ("0 %", "5 000 $"), whatever spaces editors typed.
  cached = bindNumbersInLocalized(data);
  return cached;
}

export type { ContentData } from './schemas';
