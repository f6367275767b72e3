/**
 * `npm run content:check` (and every build): validates the message files, and stops with the file,
 * the key and what is wrong. Content collections join this check as they arrive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../lib/i18n/locales';
import { compareMessages, type MessageTree } from '../lib/i18n/message-parity';

function readMessages(locale: string): MessageTree {
  const file = join('messages', `${locale}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MessageTree;
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(1);
  }
}

const reference = readMessages('en');
const problems = LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => compareMessages(reference, readMessages(locale), locale));

if (problems.length > 0) {
  for (const { locale, key, problem } of problems) console.error(`messages/${locale}.json: ${key}: ${problem}`);
  console.error(`content:check found ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`content:check: messages in ${LOCALES.length} languages agree.`);
