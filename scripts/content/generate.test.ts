import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateContent } from '@/lib/content/check';
import { CATALOGUE_MINIMUMS, generateCatalogue, type RawContent } from './generate';
import { CONTENT_FILES, type ContentData, type ContentFileName, type Localized } from '@/lib/content/schemas';
import { uncoveredCharacters } from '@/lib/fonts/faces';

const NAMES = Object.keys(CONTENT_FILES) as ContentFileName[];
const today = Object.fromEntries(NAMES.map((name) => [name, JSON.parse(readFileSync(join('content', `${name}.json`), 'utf8'))])) as RawContent;

/** Where a text is not in four different languages ("kk may equal ru" for names and places, as today). */
function sameLanguages(path: string, text: Localized, kkMayEqualRu: boolean): string[] {
  const problems: string[] = [];
  for (const lang of ['en', 'ka', 'kk', 'ru'] as const) if (typeof text[lang] !== 'string' || !text[lang].trim()) problems.push(`${path}.${lang} is missing`);
  const pairs = [
    ['en', 'ka'],
    ['en', 'kk'],
    ['en', 'ru'],
    ['ka', 'kk'],
    ['ka', 'ru'],
    ['kk', 'ru'],
  ] as const;
  for (const [a, b] of pairs) {
    if (kkMayEqualRu && a === 'kk' && b === 'ru') continue;
    if (text[a] === text[b]) problems.push(`${path}: ${a} and ${b} are the same`);
  }
  if (!/\p{Script=Georgian}/u.test(text.ka)) problems.push(`${path}.ka has no Georgian letters`);
  if (!/\p{Script=Cyrillic}/u.test(text.ru) || !/\p{Script=Cyrillic}/u.test(text.kk)) problems.push(`${path}: kk or ru has no Cyrillic letters`);
  if (/[\p{Script=Georgian}\p{Script=Cyrillic}]/u.test(text.en)) problems.push(`${path}.en is not in Latin letters`);
  return problems;
}

/** Milliseconds an entry, by the number of experts: measured as each size is generated. */
const msPerEntry = new Map<number, number>();

const SIZES = [
  [CATALOGUE_MINIMUMS.experts, CATALOGUE_MINIMUMS.services],
  [14, 18],
  [200, 60],
  [3000, 900],
] as const;

describe.each(SIZES)('a catalogue of %i experts and %i services', (expertCount, serviceCount) => {
  let raw: RawContent;
  let data: ContentData;
  let problems: string[];

  beforeAll(() => {
    const started = performance.now();
    raw = generateCatalogue({ experts: expertCount, services: serviceCount }, today);
    const result = validateContent(raw);
    msPerEntry.set(expertCount, (performance.now() - started) / (expertCount + serviceCount));
    problems = result.problems.map(formatProblem);
    data = result.data!;
  });

  it('is valid content, the references between files included', () => {
    expect(problems).toEqual([]);
    expect(Object.keys(raw).sort()).toEqual([...NAMES].sort());
  });

  it('lists exactly that many experts and services, under unique ids', () => {
    expect(data.experts.experts).toHaveLength(expertCount);
    expect(data.services.services).toHaveLength(serviceCount);
    expect(new Set(data.experts.experts.map((expert) => expert.id)).size).toBe(expertCount);
    expect(new Set(data.services.services.map((service) => service.id)).size).toBe(serviceCount);
  });

  it('has every service delivered by experts that exist, of its areas where there are any', () => {
    const experts = new Map(data.experts.experts.map((expert) => [expert.id, expert]));
    for (const service of data.services.services) {
      expect(service.expertIds.length, service.id).toBeGreaterThan(0);
      for (const id of service.expertIds) expect(experts.has(id), `${service.id} → ${id}`).toBe(true);
      const ofItsAreas = data.experts.experts.some((expert) => expert.areas.some((area) => service.areas.includes(area)));
      if (ofItsAreas)
        expect(
          service.expertIds.some((id) => experts.get(id)!.areas.some((area) => service.areas.includes(area))),
          service.id,
        ).toBe(true);
    }
    const services = new Set(data.services.services.map((service) => service.id));
    for (const story of data.testimonials.testimonials) expect(services.has(story.serviceId), story.id).toBe(true);
  });

  it('writes every text in all four languages, each different', () => {
    const found: string[] = [];
    data.experts.experts.forEach((expert, i) => {
      found.push(...sameLanguages(`experts[${i}].name`, expert.name, true));
      found.push(...sameLanguages(`experts[${i}].location`, expert.location, true));
      found.push(...sameLanguages(`experts[${i}].title`, expert.title, false));
      found.push(...sameLanguages(`experts[${i}].bio`, expert.bio, false));
      if (!/^[A-Za-z]+(?: [A-Za-z]+)+$/.test(expert.name.en)) found.push(`experts[${i}].name.en "${expert.name.en}" is not a Latin first and last name`);
      if (!/^[\p{Script=Georgian}]+(?: [\p{Script=Georgian}]+)+$/u.test(expert.name.ka))
        found.push(`experts[${i}].name.ka "${expert.name.ka}" is not Georgian`);
      for (const lang of ['kk', 'ru'] as const)
        if (!/^[\p{Script=Cyrillic}-]+(?: [\p{Script=Cyrillic}-]+)+$/u.test(expert.name[lang])) found.push(`experts[${i}].name.${lang} is not Cyrillic`);
      // The bio is about this person, by their first name.
      for (const lang of ['en', 'kk', 'ru'] as const) if (!expert.bio[lang].includes(expert.name[lang].split(' ')[0]!)) found.push(`experts[${i}].bio.${lang}`);
    });
    data.services.services.forEach((service, i) => {
      found.push(...sameLanguages(`services[${i}].title`, service.title, false));
      found.push(...sameLanguages(`services[${i}].description`, service.description, false));
      service.deliverables.forEach((deliverable, j) => {
        found.push(...sameLanguages(`services[${i}].deliverables[${j}]`, deliverable, false));
      });
    });
    expect(found).toEqual([]);
  });

  it('uses only characters the site fonts draw (content:check refuses others)', () => {
    const characters = [...new Set(JSON.stringify([raw.experts, raw.services, raw.testimonials, raw.facts]))].join('');
    expect(uncoveredCharacters(characters)).toEqual([]);
  });

  it('varies names, places, areas, rates and texts', () => {
    const experts = data.experts.experts;
    const distinct = <T>(values: T[]) => new Set(values).size;
    expect(distinct(experts.map((expert) => expert.name.en))).toBeGreaterThanOrEqual(Math.floor(expertCount * 0.95));
    expect(distinct(experts.map((expert) => expert.bio.en))).toBeGreaterThanOrEqual(Math.floor(expertCount * 0.95));
    if (expertCount >= today.experts.experts.length) expect(distinct(experts.flatMap((expert) => expert.areas))).toBe(data.areas.areas.length);
    expect(distinct(data.services.services.map((service) => service.title.en))).toBeGreaterThanOrEqual(Math.floor(serviceCount * 0.8));
    if (expertCount >= 200) {
      expect(distinct(experts.map((expert) => expert.location.en))).toBeGreaterThanOrEqual(15);
      expect(distinct(experts.map((expert) => expert.consultationPriceUsd))).toBeGreaterThanOrEqual(15);
      expect(distinct(experts.map((expert) => expert.experienceYears))).toBeGreaterThanOrEqual(10);
      expect(distinct(data.services.services.map((service) => service.priceFromUsd))).toBeGreaterThanOrEqual(20);
      // Georgian, Kazakh and Russian names, in Kazakhstan, Georgia and elsewhere.
      expect(experts.some((expert) => expert.location.en.endsWith(', Georgia'))).toBe(true);
      expect(experts.some((expert) => expert.location.en.endsWith(', Kazakhstan'))).toBe(true);
      expect(experts.some((expert) => expert.location.en.endsWith('(remote)'))).toBe(true);
      expect(experts.some((expert) => /[ӘҒҚҢӨҰҮҺІәғқңөұүһі]/.test(expert.name.kk))).toBe(true);
    }
  });

  it('keeps the files that do not list experts or services as they are', () => {
    for (const name of NAMES.filter((file) => !['experts', 'services', 'testimonials'].includes(file))) expect(raw[name], name).toBe(today[name]);
    expect(raw.testimonials.testimonials.map((story) => story.id)).toEqual(today.testimonials.testimonials.map((story) => story.id));
  });
});

describe('the time to generate and validate a catalogue', () => {
  // Beside the same work on a small catalogue in the same run, not against the clock: a busy
  // machine slows both alike, while work that grows faster than the catalogue shows at once.
  it('grows with the number of entries, not faster', () => {
    const [small, large] = [msPerEntry.get(200)!, msPerEntry.get(3000)!];
    expect(large, `${large.toFixed(3)} ms an entry for 3,900 entries, ${small.toFixed(3)} for 260`).toBeLessThan(4 * small);
  });
});

describe('generateCatalogue', () => {
  it('starts from the content of today, unchanged', () => {
    const raw = generateCatalogue({ experts: 200, services: 60 }, today);
    expect(raw.experts.experts.slice(0, today.experts.experts.length)).toEqual(today.experts.experts);
    expect(raw.services.services.slice(0, today.services.services.length)).toEqual(today.services.services);
  });

  it('gives the same content for the same seed, and other content for another seed', () => {
    const first = JSON.stringify(generateCatalogue({ experts: 300, services: 90, seed: 7 }, today));
    expect(JSON.stringify(generateCatalogue({ experts: 300, services: 90, seed: 7 }, today))).toBe(first);
    expect(JSON.stringify(generateCatalogue({ experts: 300, services: 90, seed: 8 }, today))).not.toBe(first);
    expect(JSON.stringify(generateCatalogue({ experts: 300, services: 90 }, today))).toBe(
      JSON.stringify(generateCatalogue({ experts: 300, services: 90, seed: 1 }, today)),
    );
  });

  it('refuses sizes the schemas would refuse', () => {
    expect(() => generateCatalogue({ experts: CATALOGUE_MINIMUMS.experts - 1, services: 100 }, today)).toThrow(RangeError);
    expect(() => generateCatalogue({ experts: 100, services: CATALOGUE_MINIMUMS.services - 1 }, today)).toThrow(/services/);
    expect(() => generateCatalogue({ experts: 100.5, services: 100 }, today)).toThrow(/whole number/);
    expect(() => generateCatalogue({ experts: 100, services: 100, seed: Number.NaN }, today)).toThrow(/seed/);
  });

  it('does not change the content it starts from', () => {
    const before = JSON.stringify(today);
    generateCatalogue({ experts: 12, services: 16, seed: 3 }, today);
    generateCatalogue({ experts: 500, services: 100, seed: 3 }, today);
    expect(JSON.stringify(today)).toBe(before);
  });
});
