/**
 * `npm run content:generate -- --experts N --services M [--seed S] [--out DIR]`
 * Writes a content directory (every file of content/, under the same names, with its schemas)
 * whose catalogue has N experts and M services, varied from today's (scripts/content/generate.ts)
 * and the same for the same seed (default 1). DIR defaults to content-generated/N-M. The result
 * is validated as content:check validates content/ before anything is written.
 */
import { copyFileSync, cpSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, validateContent } from '../lib/content/check';
import { CATALOGUE_MINIMUMS, generateCatalogue, type RawContent } from './content/generate';
import { CONTENT_FILES, type ContentFileName } from '../lib/content/schemas';
import { describeCharacter, uncoveredCharacters } from '../lib/fonts/faces';

const USAGE = 'usage: npm run content:generate -- --experts N --services M [--seed S] [--out DIR]';
const MAXIMUM = 100_000;
const CONTENT = 'content';

function fail(message: string, code = 2): never {
  console.error(`content:generate: ${message}`);
  if (code === 2) console.error(USAGE);
  process.exit(code);
}

let values: { experts?: string; services?: string; seed?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      experts: { type: 'string' },
      services: { type: 'string' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function count(name: 'experts' | 'services'): number {
  const text = values[name];
  if (text === undefined) fail(`--${name} is required`);
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < CATALOGUE_MINIMUMS[name] || value > MAXIMUM)
    fail(`--${name} must be a whole number from ${CATALOGUE_MINIMUMS[name]} (the fewest the schema accepts) to ${MAXIMUM}, not "${text}"`);
  return value;
}

const experts = count('experts');
const services = count('services');
const seed = /^-?\d+$/.test(values.seed ?? '') ? Number(values.seed) : Number.NaN;
if (!Number.isSafeInteger(seed)) fail(`--seed must be a whole number, not "${values.seed}"`);
const out = values.out ?? join('content-generated', `${experts}-${services}`);
const contentDir = resolve(CONTENT);
const outDir = resolve(out);
if (outDir === contentDir || !relative(contentDir, outDir).startsWith('..'))
  fail(`--out must not be ${CONTENT}/ or inside it: the generated catalogue would replace today's`);

const started = performance.now();
const names = Object.keys(CONTENT_FILES) as ContentFileName[];
const base = Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(join(CONTENT, `${name}.json`), 'utf8'))])) as RawContent;
const today = validateContent(base);
if (!today.data) {
  for (const problem of today.problems) console.error(formatProblem(problem));
  fail('content/ itself is not valid (npm run content:check): nothing generated', 1);
}

const generating = performance.now();
const raw = generateCatalogue({ experts, services, seed }, base);
const validating = performance.now();
const problems = validateContent(raw).problems.map(formatProblem);
const uncovered = uncoveredCharacters([...new Set(JSON.stringify(raw))].join(''));
if (uncovered.length > 0) problems.push(`no site font draws ${uncovered.map(describeCharacter).join(', ')}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  fail(`the generated content has ${problems.length} problem(s): nothing written`, 1);
}

const writing = performance.now();
mkdirSync(outDir, { recursive: true });
// A file the catalogue leaves as it was is copied, byte for byte; the others are written anew.
for (const name of names) {
  if (raw[name] === base[name]) copyFileSync(join(CONTENT, `${name}.json`), join(outDir, `${name}.json`));
  else writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(raw[name], null, 2)}\n`);
}
cpSync(join(CONTENT, 'schemas'), join(outDir, 'schemas'), { recursive: true });
const done = performance.now();

const shown = relative(process.cwd(), outDir).startsWith('..') ? outDir : relative(process.cwd(), outDir) || '.';
const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
const size = (name: ContentFileName) => `${(statSync(join(outDir, `${name}.json`)).size / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `content:generate: ${raw.experts.experts.length} experts and ${raw.services.services.length} services (seed ${seed}), ` +
    `${raw.testimonials.testimonials.length} testimonials, written to ${shown}/ with ${names.length} files and their schemas`,
);
console.log(`content:generate: experts.json ${size('experts')}, services.json ${size('services')}`);
console.log(
  `content:generate: ${ms(started, done)} in all (read ${ms(started, generating)}, generate ${ms(generating, validating)}, ` +
    `validate ${ms(validating, writing)}, write ${ms(writing, done)})`,
);
