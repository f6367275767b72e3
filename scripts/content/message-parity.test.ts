import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { compareMessages, flattenMessages, messageArguments, type MessageTree } from './message-parity';

const read = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as MessageTree;

/** A value for each argument of a message, enough to render it: dates are 25 January 2023. */
function sampleValues(message: string): Record<string, unknown> {
  const sample = (kind: string) => {
    if (kind === 'date' || kind === 'time') return new Date('2023-01-25T12:00:00Z');
    if (kind === 'plural' || kind === 'number') return 2;
    if (kind === 'tag') return (chunks: unknown[]) => chunks.join('');
    return kind === 'select' ? 'other' : 'x';
  };
  return Object.fromEntries([...messageArguments(message)].map((argument) => argument.split(':')).map(([name, kind]) => [name, sample(kind!)]));
}

describe('message files', () => {
  it('exist for exactly the four languages', () => {
    const files = readdirSync(join(process.cwd(), 'messages')).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every English key and placeholder, and nothing more', (locale) => {
    expect(compareMessages(read('en'), read(locale), locale)).toEqual([]);
  });

  // Russian long dates end in "г." ("25 января 2023 г."): a sentence that ends with one must not add its own full stop.
  // Each sentence is rendered with this runtime's dates, so a language whose dates gain a stop is caught too.
  it.each(LOCALES)('%s never puts a full stop after a long date that ends in one', (locale) => {
    const withLongDate = [...flattenMessages(read(locale))].filter(([, message]) => /, date, long\}/.test(message));
    expect(withLongDate.length).toBeGreaterThan(0);
    const doubled = withLongDate
      .filter(([, message]) => /(?<!\.)\.\.(?!\.)/.test(String(new IntlMessageFormat(message, locale).format(sampleValues(message)))))
      .map(([key]) => key);
    expect(doubled).toEqual([]);
  });

  it('puts every key under a PascalCase namespace', () => {
    for (const namespace of Object.keys(read('en'))) expect(namespace).toMatch(/^[A-Z][A-Za-z]+$/);
  });
});

describe('compareMessages', () => {
  const en: MessageTree = { A: { hello: 'Hello {name}', count: '{n, plural, one {# item} other {# items}}' } };

  it('accepts a faithful translation with other plural forms', () => {
    const ru = { A: { hello: 'Привет, {name}', count: '{n, plural, one {# штука} few {# штуки} many {# штук} other {# штуки}}' } };
    expect(compareMessages(en, ru, 'ru')).toEqual([]);
  });

  it('reports missing and extra keys', () => {
    expect(compareMessages(en, { A: { hello: 'Hi {name}', extra: 'x' } }, 'xx')).toEqual([
      { locale: 'xx', key: 'A.count', problem: 'missing' },
      { locale: 'xx', key: 'A.extra', problem: 'extra key' },
    ]);
  });

  it('reports missing, extra and retyped placeholders', () => {
    const problems = compareMessages(en, { A: { hello: 'Hi {nam}', count: '{n} items' } }, 'xx');
    expect(problems).toEqual([
      { locale: 'xx', key: 'A.hello', problem: 'missing placeholder name:argument' },
      { locale: 'xx', key: 'A.hello', problem: 'extra placeholder nam:argument' },
      { locale: 'xx', key: 'A.count', problem: 'missing placeholder n:plural' },
      { locale: 'xx', key: 'A.count', problem: 'extra placeholder n:argument' },
    ]);
  });

  it('reports empty and broken messages', () => {
    const problems = compareMessages(en, { A: { hello: ' ', count: '{n, plural, one {# item}' } }, 'xx');
    expect(problems.map((p) => p.problem)).toEqual(['empty', expect.stringMatching(/^invalid ICU message/)]);
  });

  it('finds arguments inside plural branches and rich-text tags', () => {
    expect([...messageArguments('{n, plural, one {<b>{who}</b>} other {#}}')].sort()).toEqual(['b:tag', 'n:plural', 'who:argument']);
  });
});
