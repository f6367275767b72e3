/**
 * Validation of content/*.json: each file against its schema, then the ids that files share.
 * Every problem names the file, the JSON path and what is wrong, e.g.
 * `content/experts.json: experts[3].areas[1]: unknown area "seo-x" (see content/areas.json)`.
 */

import { contentDir, contentFileIn } from './content-dir';
import type { z } from 'zod';
import { CONTENT_FILES, FAQ_PAGES, type ContentData, type ContentFileName } from './schemas';

export type ContentProblem = { file: string; path: string; message: string };

export function formatProblem({ file, path, message }: ContentProblem): string {
  return `${file}: ${path || '(root)'}: ${message}`;
}

export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`;
    const key = String(segment);
    return /^[A-Za-z_$][\w$]*$/.test(key) ? (out ? `${out}.${key}` : key) : `${out}[${JSON.stringify(key)}]`;
  }, '');
}

export const contentFilePath = (name: ContentFileName) => contentFileIn(contentDir(), name);

export function validateFile<N extends ContentFileName>(
  name: N,
  raw: unknown,
): { data: ContentData[N]; problems: [] } | { data: undefined; problems: ContentProblem[] } {
  const result = (CONTENT_FILES[name] as unknown as z.ZodType<ContentData[N]>).safeParse(raw);
  if (result.success) return { data: result.data, problems: [] };
  return {
    data: undefined,
    problems: result.error.issues.map((issue) => ({ file: contentFilePath(name), path: jsonPath(issue.path), message: issue.message })),
  };
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((value) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

/** Ids referenced across files exist, and ids are unique within each collection. */
export function checkReferences(data: ContentData): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (name: ContentFileName, path: string, message: string) => problems.push({ file: contentFilePath(name), path, message });

  const unique = (name: ContentFileName, key: string, items: readonly { id: string }[]) => {
    for (const id of duplicates(items.map((item) => item.id))) {
      const index = items.findLastIndex((item) => item.id === id);
      add(name, `${key}[${index}].id`, `duplicate id "${id}"`);
    }
  };
  unique('areas', 'areas', data.areas.areas);
  unique('contact-languages', 'contactLanguages', data['contact-languages'].contactLanguages);
  unique('experts', 'experts', data.experts.experts);
  unique('services', 'services', data.services.services);
  unique('faq', 'items', data.faq.items);
  unique('faq', 'topics', data.faq.topics);
  unique('news', 'news', data.news.news);
  unique('testimonials', 'testimonials', data.testimonials.testimonials);
  unique('team', 'team', data.team.team);
  unique('policies', 'privacy.sections', data.policies.privacy.sections);
  unique('policies', 'terms.sections', data.policies.terms.sections);
  unique('choices', 'industries', data.choices.industries);
  unique('choices', 'communicationTypes', data.choices.communicationTypes);

  const areas = new Map(data.areas.areas.map((area) => [area.id, area]));
  const languages = new Set(data['contact-languages'].contactLanguages.map((language) => language.id));
  const experts = new Set(data.experts.experts.map((expert) => expert.id));
  const services = new Set(data.services.services.map((service) => service.id));
  const topics = new Set(data.faq.topics.map((topic) => topic.id));

  data.experts.experts.forEach((expert, i) => {
    expert.areas.forEach((area, j) => {
      if (!areas.has(area)) add('experts', `experts[${i}].areas[${j}]`, `unknown area "${area}" (see content/areas.json)`);
    });
    expert.languages.forEach((language, j) => {
      if (!languages.has(language)) add('experts', `experts[${i}].languages[${j}]`, `unknown language "${language}" (see content/contact-languages.json)`);
    });
  });
  data.services.services.forEach((service, i) => {
    service.areas.forEach((areaId, j) => {
      const area = areas.get(areaId);
      if (!area) add('services', `services[${i}].areas[${j}]`, `unknown area "${areaId}" (see content/areas.json)`);
      else if (area.group !== service.group) add('services', `services[${i}].areas[${j}]`, `area "${areaId}" belongs to ${area.group}, not ${service.group}`);
    });
    service.expertIds.forEach((expertId, j) => {
      if (!experts.has(expertId)) add('services', `services[${i}].expertIds[${j}]`, `unknown expert "${expertId}" (see content/experts.json)`);
    });
    if (service.durationWeeks.min > service.durationWeeks.max) add('services', `services[${i}].durationWeeks`, 'min is greater than max');
  });
  data.testimonials.testimonials.forEach((testimonial, i) => {
    if (!services.has(testimonial.serviceId))
      add('testimonials', `testimonials[${i}].serviceId`, `unknown service "${testimonial.serviceId}" (see content/services.json)`);
  });
  data.faq.items.forEach((item, i) => {
    if (!topics.has(item.topic)) add('faq', `items[${i}].topic`, `unknown topic "${item.topic}" (see topics)`);
  });
  for (const page of FAQ_PAGES) {
    if (!data.faq.items.some((item) => item.pages.includes(page))) add('faq', 'items', `no question is shown on ${page}`);
  }
  for (const year of [2020, 2021, 2022, 2023]) {
    if (!data.news.news.some((item) => item.date.startsWith(String(year)))) add('news', 'news', `no news in ${year}`);
  }
  for (const year of [2019, 2020, 2021, 2022]) {
    if (!data.history.history.some((item) => item.year === year)) add('history', 'history', `no milestone in ${year}`);
  }
  return problems;
}

/** Validates every file given (missing files are reported) and, when all parse, their references. */
export function validateContent(raw: Partial<Record<ContentFileName, unknown>>): { data: ContentData | undefined; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const parsed: Partial<ContentData> = {};
  for (const name of Object.keys(CONTENT_FILES) as ContentFileName[]) {
    if (!(name in raw)) {
      problems.push({ file: contentFilePath(name), path: '', message: 'file is missing' });
      continue;
    }
    const result = validateFile(name, raw[name]);
    if (result.data) (parsed as Record<string, unknown>)[name] = result.data;
    else problems.push(...result.problems);
  }
  if (problems.length > 0) return { data: undefined, problems };
  const data = parsed as ContentData;
  const references = checkReferences(data);
  return references.length > 0 ? { data: undefined, problems: references } : { data, problems: [] };
}

/** The people content marks as placeholders, as `content/<file>.json: <id> (<English name>)`. */
export function placeholders(data: ContentData): string[] {
  const people = [
    ...data.experts.experts.map((expert) => ['experts', expert.id, expert.placeholder, expert.name.en] as const),
    ...data.team.team.map((member) => ['team', member.id, member.placeholder, member.name.en] as const),
    ...data.testimonials.testimonials.map((story) => ['testimonials', story.id, story.placeholder, story.author.en] as const),
  ];
  return people.filter(([, , marked]) => marked).map(([file, id, , name]) => `${contentFilePath(file)}: ${id} (${name})`);
}
