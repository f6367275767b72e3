import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReferences, formatProblem, jsonPath, placeholders, validateContent, validateFile } from './check';
import { contentJsonSchemas } from '../../scripts/content/json-schemas';
import { MINIMUM_INVESTMENT_USD } from '@/lib/forms/choices';
import { CONTENT_FILES, type ContentData, type ContentFileName } from './schemas';

const NAMES = Object.keys(CONTENT_FILES) as ContentFileName[];
const readRaw = (name: ContentFileName) => JSON.parse(readFileSync(join('content', `${name}.json`), 'utf8')) as Record<string, unknown>;
const allRaw = () => Object.fromEntries(NAMES.map((name) => [name, readRaw(name)])) as Record<ContentFileName, Record<string, any>>;

describe('the content files', () => {
  it('are all valid, references included', () => {
    const { problems } = validateContent(allRaw());
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it.each(NAMES)('%s.json names its generated JSON Schema', (name) => {
    expect(readRaw(name).$schema).toBe(`./schemas/${name}.schema.json`);
  });

  it('have up-to-date JSON Schemas (npm run content:schemas)', () => {
    const generated = contentJsonSchemas();
    const files = readdirSync(join('content', 'schemas'));
    expect(files.sort()).toEqual(NAMES.map((name) => `${name}.schema.json`).sort());
    for (const name of NAMES) {
      expect(JSON.parse(readFileSync(join('content', 'schemas', `${name}.schema.json`), 'utf8')), name).toEqual(JSON.parse(JSON.stringify(generated[name])));
    }
  });

  it('carry the figures of the specification', () => {
    const { data } = validateContent(allRaw());
    const investor = Object.fromEntries(data!.facts.investorFacts.map((fact) => [fact.value, fact.unit]));
    expect(investor).toMatchObject({
      5000: 'usd',
      25000: 'usd',
      150000: 'usd',
      100000: 'usd',
      0: 'percent',
      10000000: 'kzt',
      20000000: 'kzt',
      40: 'count',
      5: 'percent',
    });
    expect(data!.facts.investorFacts.find((fact) => fact.id === 'minimum-investment')?.value).toBe(MINIMUM_INVESTMENT_USD);
    expect(data!.facts.guarantees).toHaveLength(5);
    expect(data!.offices.offices.map((office) => office.id).sort()).toEqual(['astana', 'batumi']);
    expect(data!.policies.privacy.sections).toHaveLength(15);
    const privacy = data!.policies.privacy.sections.map((section) => section.desc.en).join(' ');
    for (const statement of [/16/, /15/, /consent/i, /withdraw/i, /administrative/i, /billing/i, /delet/i]) expect(privacy).toMatch(statement);
  });
});

/** A broken copy of one file and what the check must say about it. */
const brokenCases: { file: ContentFileName; break: (raw: any) => void; path: string; message: RegExp }[] = [
  { file: 'experts', break: (raw) => delete raw.experts[2].name.ka, path: 'experts[2].name.ka', message: /expected string|required/i },
  { file: 'experts', break: (raw) => (raw.experts[0].consultationPriceUsd = -5), path: 'experts[0].consultationPriceUsd', message: /too small|>0/i },
  { file: 'experts', break: (raw) => (raw.experts[1].id = 'Bad Id'), path: 'experts[1].id', message: /lower-case/ },
  { file: 'experts', break: (raw) => (raw.experts[0].photo = 'http://x/y.png'), path: 'experts[0].photo', message: /under \/images\/experts/ },
  { file: 'experts', break: (raw) => raw.experts.splice(11), path: 'experts', message: /12/ },
  { file: 'experts', break: (raw) => (raw.experts[3].contactEmail = 'giorgi at mail'), path: 'experts[3].contactEmail', message: /e-mail address/ },
  { file: 'services', break: (raw) => (raw.services[3].kind = 'custom'), path: 'services[3].kind', message: /ready|adaptive/ },
  { file: 'services', break: (raw) => (raw.services[0].title.en = '   '), path: 'services[0].title.en', message: /must not be empty/ },
  { file: 'services', break: (raw) => (raw.services[0].unknown = 1), path: 'services[0]', message: /unrecognized key/i },
  { file: 'news', break: (raw) => (raw.news[0].date = '2019-12-31'), path: 'news[0].date', message: /2020 to 2023/ },
  { file: 'news', break: (raw) => (raw.news[0].date = '2021-13-01'), path: 'news[0].date', message: /date/i },
  { file: 'history', break: (raw) => (raw.history[0].status = 'planned'), path: 'history[0].status', message: /done|in_development/ },
  { file: 'history', break: (raw) => (raw.history[0].year = 2023), path: 'history[0].year', message: /2022|too big/i },
  { file: 'team', break: (raw) => (raw.team[0].linkedin = 'https://example.com/me'), path: 'team[0].linkedin', message: /hostname|invalid/i },
  { file: 'policies', break: (raw) => raw.privacy.sections.pop(), path: 'privacy.sections', message: /15/ },
  { file: 'policies', break: (raw) => (raw.terms.revised = '2023-02-01'), path: 'terms.revised', message: /2023-01-25/ },
  { file: 'offices', break: (raw) => (raw.offices[0].phone = '123'), path: 'offices[0].phone', message: /international number/ },
  { file: 'offices', break: (raw) => (raw.offices[1].coordinates.lat = 200), path: 'offices[1].coordinates.lat', message: /too big|<=90/i },
  { file: 'currency-rates', break: (raw) => delete raw.rates.GEL, path: 'rates.GEL', message: /expected number|required/i },
  { file: 'compare', break: (raw) => (raw.rows[0].values.platform = 'maybe'), path: 'rows[0].values.platform', message: /yes|no|partial/ },
  { file: 'processes', break: (raw) => raw.adaptive.pop(), path: 'adaptive', message: /7/ },
  { file: 'product-groups', break: (raw) => (raw.productGroups[0].status = 'beta'), path: 'productGroups[0].status', message: /live|in_development/ },
  {
    file: 'product-groups',
    break: (raw) => delete raw.productGroups[0].catalogue,
    path: 'productGroups[0].catalogue',
    message: /live group names its catalogue/,
  },
  {
    file: 'product-groups',
    break: (raw) => (raw.productGroups[3].catalogue = '/services'),
    path: 'productGroups[3].catalogue',
    message: /in development names none/,
  },
  { file: 'faq', break: (raw) => (raw.items[0].pages = ['blog']), path: 'items[0].pages[0]', message: /home|help_center/ },
  {
    file: 'testimonials',
    break: (raw) => (raw.testimonials[0].videoUrl = 'http://insecure.example/v'),
    path: 'testimonials[0].videoUrl',
    message: /protocol|invalid/i,
  },
  { file: 'facts', break: (raw) => (raw.stats[0].unit = 'eur'), path: 'stats[0].unit', message: /count|usd/ },
  { file: 'choices', break: (raw) => (raw.industries = []), path: 'industries', message: /8/ },
  { file: 'areas', break: (raw) => (raw.areas[0].group = 'sales'), path: 'areas[0].group', message: /consulting/ },
  { file: 'contact-languages', break: (raw) => (raw.contactLanguages[0].name = 'English'), path: 'contactLanguages[0].name', message: /expected object/i },
];

describe('a broken file', () => {
  it.each(brokenCases)('$file: $path is reported precisely', ({ file, break: breakIt, path, message }) => {
    const raw = structuredClone(readRaw(file));
    breakIt(raw);
    const result = validateFile(file, raw);
    expect(result.data).toBeUndefined();
    const problem = result.problems.find((candidate) => candidate.path === path);
    expect(problem, JSON.stringify(result.problems)).toBeDefined();
    expect(problem!.file).toBe(`content/${file}.json`);
    expect(problem!.message).toMatch(message);
  });

  it('is reported as missing when absent', () => {
    const raw: Partial<Record<ContentFileName, unknown>> = allRaw();
    delete raw.team;
    expect(validateContent(raw).problems).toEqual([{ file: 'content/team.json', path: '', message: 'file is missing' }]);
  });
});

describe('references between files', () => {
  const valid = () => structuredClone(validateContent(allRaw()).data!) as ContentData;
  const messages = (data: ContentData) => checkReferences(data).map(formatProblem);

  it('accept the real content', () => {
    expect(messages(valid())).toEqual([]);
  });

  it('catch an unknown area, language, expert, service or topic', () => {
    const data = valid();
    data.experts.experts[0]!.areas.push('astrology');
    data.experts.experts[1]!.languages.push('xx');
    data.services.services[0]!.expertIds.push('nobody');
    data.testimonials.testimonials[0]!.serviceId = 'no-such-service';
    data.faq.items[0]!.topic = 'no-topic';
    expect(messages(data)).toEqual([
      `content/experts.json: experts[0].areas[${data.experts.experts[0]!.areas.length - 1}]: unknown area "astrology" (see content/areas.json)`,
      `content/experts.json: experts[1].languages[${data.experts.experts[1]!.languages.length - 1}]: unknown language "xx" (see content/contact-languages.json)`,
      `content/services.json: services[0].expertIds[${data.services.services[0]!.expertIds.length - 1}]: unknown expert "nobody" (see content/experts.json)`,
      'content/testimonials.json: testimonials[0].serviceId: unknown service "no-such-service" (see content/services.json)',
      'content/faq.json: items[0].topic: unknown topic "no-topic" (see topics)',
    ]);
  });

  it('catch duplicate ids, an area of another group, an inverted duration and a year without news', () => {
    const data = valid();
    data.experts.experts.push({ ...data.experts.experts[0]! });
    const duplicate = data.experts.experts.length - 1;
    const service = data.services.services.find((s) => s.group === 'consulting')!;
    service.areas = ['seo'];
    service.durationWeeks = { min: 8, max: 2 };
    data.news.news = data.news.news.filter((item) => !item.date.startsWith('2021'));
    const index = data.services.services.indexOf(service);
    expect(messages(data)).toEqual([
      `content/experts.json: experts[${duplicate}].id: duplicate id "${data.experts.experts[0]!.id}"`,
      `content/services.json: services[${index}].areas[0]: area "seo" belongs to marketing, not consulting`,
      `content/services.json: services[${index}].durationWeeks: min is greater than max`,
      'content/news.json: news: no news in 2021',
    ]);
  });
});

describe('jsonPath', () => {
  it('writes paths the way an editor reads them', () => {
    expect(jsonPath(['experts', 3, 'name', 'ka'])).toBe('experts[3].name.ka');
    expect(jsonPath(['rates', 'GEL'])).toBe('rates.GEL');
    expect(jsonPath(['a-b', 0])).toBe('["a-b"][0]');
  });
});

describe('npm run content:check', () => {
  function runCheck(prepare: (dir: string) => void): { code: number; output: string } {
    const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
    cpSync('content', join(dir, 'content'), { recursive: true });
    cpSync('messages', join(dir, 'messages'), { recursive: true });
    prepare(dir);
    try {
      const output = execFileSync(process.execPath, [join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), join(process.cwd(), 'scripts/check-content.ts')], {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { code: 0, output };
    } catch (error) {
      const failure = error as { status: number; stdout: string; stderr: string };
      return { code: failure.status, output: failure.stdout + failure.stderr };
    }
  }

  it('passes on the real files', () => {
    expect(runCheck(() => {})).toMatchObject({ code: 0, output: expect.stringContaining('valid') });
  }, 30_000);

  it('fails with the file, the JSON path and the fault', () => {
    const result = runCheck((dir) => {
      const file = join(dir, 'content', 'experts.json');
      const raw = JSON.parse(readFileSync(file, 'utf8'));
      raw.experts[4].consultationPriceUsd = 'cheap';
      writeFileSync(file, JSON.stringify(raw));
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/content\/experts\.json: experts\[4\]\.consultationPriceUsd: .*number/i);
  }, 30_000);

  it('fails on a file that is not JSON, and on a message placeholder that went missing', () => {
    const result = runCheck((dir) => {
      writeFileSync(join(dir, 'content', 'news.json'), '{ "news": [');
      const file = join(dir, 'messages', 'ru.json');
      const raw = JSON.parse(readFileSync(file, 'utf8'));
      raw.Footer.copyright = '© Эксперты для проектов';
      writeFileSync(file, JSON.stringify(raw));
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/content\/news\.json: \(root\): not valid JSON/);
    expect(result.output).toContain('messages/ru.json: Footer.copyright: missing placeholder year:argument');
  }, 30_000);
});

describe('placeholder people', () => {
  it('are listed for the editors, file and id, until real ones replace them', () => {
    const { data } = validateContent(allRaw());
    const listed = placeholders(data!);
    expect(listed).toContain('content/team.json: askar-nurmagambetov (Askar Nurmagambetov)');
    expect(listed.filter((line) => line.startsWith('content/testimonials.json'))).toHaveLength(data!.testimonials.testimonials.length);
    const real = allRaw();
    for (const member of real.team.team) delete member.placeholder;
    expect(placeholders(validateContent(real).data!).some((line) => line.startsWith('content/team.json'))).toBe(false);
  });
});
