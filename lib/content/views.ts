/**
 * Content in one language, as plain values: what server components render and what client
 * islands receive as props (never the other languages).
 */

import type { Locale } from '@/lib/i18n/locales';
import { formatFigure } from '@/lib/figures';
import type { ContentData } from './schemas';

type Expert = ContentData['experts']['experts'][number];
type Service = ContentData['services']['services'][number];

export type AreaView = { id: string; name: string; group: string };

export type ExpertView = {
  id: string;
  name: string;
  title: string;
  bio: string;
  location: string;
  areas: AreaView[];
  languages: string[];
  consultationPriceUsd: number;
  experienceYears: number;
};

/** What an expert's card shows: the bio's first sentence, not the bio (the expert's own page has it). */
export type ExpertCardView = Omit<ExpertView, 'bio'> & { summary: string };

export type ServiceView = {
  id: string;
  kind: Service['kind'];
  group: Service['group'];
  title: string;
  description: string;
  /** The description's first sentence: what a catalogue card shows; the service's page has the rest. */
  summary: string;
  areas: AreaView[];
  priceFromUsd: number;
  durationWeeks: { min: number; max: number };
  deliverables: string[];
  expertIds: string[];
};

/** What a service's card shows: the summary, without the description and deliverables its own page has. */
export type ServiceCardView = Omit<ServiceView, 'description' | 'deliverables'>;

/** An expert's card, from the expert. */
export function expertCardView({ bio, ...expert }: ExpertView, locale: Locale): ExpertCardView {
  return { ...expert, summary: firstSentence(bio, locale) };
}

/** A service's card, from the service. */
export function serviceCardView({ description: _description, deliverables: _deliverables, ...service }: ServiceView): ServiceCardView {
  return service;
}

function areaViews(ids: readonly string[], content: ContentData, locale: Locale): AreaView[] {
  return ids.flatMap((id) => {
    const area = content.areas.areas.find((candidate) => candidate.id === id);
    return area ? [{ id, name: area.name[locale], group: area.group }] : [];
  });
}

/** The areas some of these catalogue items belong to, in the content's order: the catalogue's area filter. */
export function catalogAreas(items: readonly { areas: readonly { id: string }[] }[], content: ContentData, locale: Locale): { id: string; name: string }[] {
  const used = new Set(items.flatMap((item) => item.areas.map((area) => area.id)));
  return content.areas.areas.filter((area) => used.has(area.id)).map((area) => ({ id: area.id, name: area.name[locale] }));
}

export function expertView(expert: Expert, content: ContentData, locale: Locale): ExpertView {
  return {
    id: expert.id,
    name: expert.name[locale],
    title: expert.title[locale],
    bio: expert.bio[locale],
    location: expert.location[locale],
    areas: areaViews(expert.areas, content, locale),
    languages: expert.languages.flatMap((id) => {
      const language = content['contact-languages'].contactLanguages.find((candidate) => candidate.id === id);
      return language ? [language.name[locale]] : [];
    }),
    consultationPriceUsd: expert.consultationPriceUsd,
    experienceYears: expert.experienceYears,
  };
}

/** The first sentence of a text, by the language's own sentence rules. */
export function firstSentence(text: string, locale: Locale): string {
  const first = new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text)[Symbol.iterator]().next();
  return first.done ? text : first.value.segment.trim();
}

export function serviceView(service: Service, content: ContentData, locale: Locale): ServiceView {
  return {
    id: service.id,
    kind: service.kind,
    group: service.group,
    title: service.title[locale],
    description: service.description[locale],
    summary: firstSentence(service.description[locale], locale),
    areas: areaViews(service.areas, content, locale),
    priceFromUsd: service.priceFromUsd,
    durationWeeks: service.durationWeeks,
    deliverables: service.deliverables.map((item) => item[locale]),
    expertIds: service.expertIds,
  };
}

export function expertViews(content: ContentData, locale: Locale): ExpertView[] {
  return content.experts.experts.map((expert) => expertView(expert, content, locale));
}

export function serviceViews(content: ContentData, locale: Locale): ServiceView[] {
  return content.services.services.map((service) => serviceView(service, content, locale));
}

/** News grouped by year, newest first; `latest` keeps only that many of the newest items. */
export type NewsGroup = { year: number; items: { id: string; date: string; day: string; title: string; desc: string }[] };

/** News grouped by year, newest first: all of it, or the `latest` items; each with its day in words. */
export function newsByYear(content: ContentData, locale: Locale, latest = Infinity): NewsGroup[] {
  const sorted = [...content.news.news].sort((a, b) => b.date.localeCompare(a.date)).slice(0, latest);
  const years = [...new Set(sorted.map((item) => Number(item.date.slice(0, 4))))];
  // The dates are calendar days: formatted in UTC, as next-intl's formatter is (INTL_CONFIG).
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return years.map((year) => ({
    year,
    items: sorted
      .filter((item) => item.date.startsWith(String(year)))
      .map((item) => ({ id: item.id, date: item.date, day: day.format(new Date(item.date)), title: item.title[locale], desc: item.desc[locale] })),
  }));
}

type LocalizedStep = { id: string; name?: Record<Locale, string>; title?: Record<Locale, string>; desc: Record<Locale, string> };

/** Steps, guarantees and benefits in one language (`name` or `title`, and `desc`). */
export function localizeItems<T extends LocalizedStep>(items: readonly T[], locale: Locale): { id: string; name: string; title: string; desc: string }[] {
  return items.map((item) => {
    const heading = (item.name ?? item.title)![locale];
    return { id: item.id, name: heading, title: heading, desc: item.desc[locale] };
  });
}

/** The questions a page shows, in one language. */
export function faqFor(content: ContentData, page: (typeof content.faq.items)[number]['pages'][number], locale: Locale) {
  return content.faq.items
    .filter((item) => item.pages.includes(page))
    .map((item) => ({ id: item.id, topic: item.topic, question: item.question[locale], answer: item.answer[locale] }));
}

/** What a figure of facts.json counts in the content: the catalogue's experts or services. */
const COUNTED = { experts: (content: ContentData) => content.experts.experts.length, services: (content: ContentData) => content.services.services.length };

/**
 * The figures of facts.json, formatted for the page's language. A counted one is counted in the
 * content the site shows and says so (`counted`, the words for it); the others are the editors'
 * statement of `facts.asOf`.
 */
export function statViews(content: ContentData, locale: Locale, counted: string) {
  return content.facts.stats.map((stat) => ({
    id: stat.id,
    value: formatFigure(stat.countOf ? COUNTED[stat.countOf](content) : (stat.value ?? 0), stat.unit, locale, { plus: stat.suffix === 'plus' }),
    label: stat.label[locale],
    ...(stat.countOf ? { desc: counted } : {}),
  }));
}

/** The first and the last year of the news, for the news' heading: the visitor sees how recent they are. */
export function newsYears(content: ContentData): { from: string; to: string } {
  const years = content.news.news.map((item) => item.date.slice(0, 4)).sort();
  return { from: years[0] ?? '', to: years.at(-1) ?? '' };
}

export function investorFactViews(content: ContentData, locale: Locale) {
  return content.facts.investorFacts.map((fact) => ({
    id: fact.id,
    value: formatFigure(fact.value, fact.unit, locale),
    label: fact.label[locale],
    desc: fact.desc[locale],
  }));
}

/** One investor figure by id, formatted (for sentences such as the vision target). */
export function investorFact(content: ContentData, id: string, locale: Locale): string {
  const fact = content.facts.investorFacts.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(`content/facts.json: investorFacts has no "${id}"`);
  return formatFigure(fact.value, fact.unit, locale);
}

/** The number of accredited experts: those the catalogue lists, so that no page claims more than it shows. */
export function accreditedExperts(content: ContentData): number {
  return COUNTED.experts(content);
}

export type TestimonialView = {
  id: string;
  rating: number;
  feedback: string;
  author: string;
  company: string;
  /** The title of the service it is about. */
  service?: string;
  videoUrl?: string;
  placeholder?: boolean;
};

/** The testimonials in one language, in the order of the content. */
export function testimonialViews(content: ContentData, locale: Locale): TestimonialView[] {
  return content.testimonials.testimonials.map((item) => ({
    id: item.id,
    rating: item.rating,
    feedback: item.feedback[locale],
    author: item.author[locale],
    company: item.company[locale],
    service: content.services.services.find((service) => service.id === item.serviceId)?.title[locale],
    ...(item.videoUrl ? { videoUrl: item.videoUrl } : {}),
    ...(item.placeholder ? { placeholder: item.placeholder } : {}),
  }));
}
