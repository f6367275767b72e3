/**
 * `npm run content:check` (also the first step of every build): validates the message files and
 * every file under content/, and stops with the file, the JSON path and what is wrong.
 * `npm run content:check -- experts services` checks only those content files (messages always).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkReferences, contentFilePath, formatProblem, placeholders, validateFile, type ContentProblem } from '../lib/content/check';
import { describeCharacter, uncoveredCharacters } from '../lib/fonts/faces';
import { CONTENT_FILES, type ContentData, type ContentFileName } from '../lib/content/schemas';
import { LOCALES } from '../lib/i18n/locales';
import { compareMessages, type MessageTree } from './content/message-parity';

const problems: ContentProblem[] = [];

function readJson(file: string): unknown {
  if (!existsSync(file)) {
    problems.push({ file, path: '', message: 'file is missing' });
    return undefined;
  }
  const text = readFileSync(file, 'utf8');
  // Every character needs one of the site's faces; any other would show in a system font mid-text.
  const uncovered = uncoveredCharacters(text);
  if (uncovered.length > 0) {
    problems.push({
      file,
      path: '',
      message: `no site font draws ${uncovered.map(describeCharacter).join(', ')}: use another character, or add it to a face in lib/fonts/faces.ts and run npm run fonts:subset`,
    });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push({ file, path: '', message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

// Messages: the keys and ICU placeholders of English in every language.
const english = readJson(join('messages', 'en.json')) as MessageTree | undefined;
for (const locale of LOCALES.filter((l) => l !== 'en')) {
  const translated = readJson(join('messages', `${locale}.json`)) as MessageTree | undefined;
  if (english && translated) {
    for (const p of compareMessages(english, translated, locale)) problems.push({ file: `messages/${locale}.json`, path: p.key, message: p.problem });
  }
}

// Content: each file against its schema, then (for a full check) the shared ids.
const all = Object.keys(CONTENT_FILES) as ContentFileName[];
const requested = process.argv.slice(2).map((arg) => arg.replace(/^content\//, '').replace(/\.json$/, ''));
const unknown = requested.filter((name) => !all.includes(name as ContentFileName));
if (unknown.length > 0) {
  console.error(`content:check: no such content file: ${unknown.join(', ')} (known: ${all.join(', ')})`);
  process.exit(2);
}
const names = requested.length > 0 ? (requested as ContentFileName[]) : all;
const parsed: Partial<ContentData> = {};
for (const name of names) {
  const raw = readJson(contentFilePath(name));
  if (raw === undefined) continue;
  const result = validateFile(name, raw);
  if (result.data) (parsed as Record<string, unknown>)[name] = result.data;
  else problems.push(...result.problems);
}
if (problems.length === 0 && names.length === all.length) problems.push(...checkReferences(parsed as ContentData));

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`content:check: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`content:check: messages in ${LOCALES.length} languages and ${names.length} content file(s) are valid.`);
const waiting = placeholders(parsed as ContentData);
if (waiting.length > 0)
  console.log(
    `content:check: ${waiting.length} placeholder people still to be replaced (shown without outside links):\n${waiting.map((line) => `  - ${line}`).join('\n')}`,
  );
