import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { compareMessages, messageArguments, type MessageTree } from './message-parity';

const read = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as MessageTree;

describe('message files', () => {
  it('exist for exactly the four languages', () => {
    const files = readdirSync(join(process.cwd(), 'messages')).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every English key and placeholder, and nothing more', (locale) => {
    expect(compareMessages(read('en'), read(locale), locale)).toEqual([]);
  });

  // Russian long dates end in "г." ("25 января 2023 г."): a sentence that ends with one must not add its own full stop.
  it.each(LOCALES)('%s never puts a full stop after a long date that ends in one', (locale) => {
    if (!new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date('2023-01-25')).endsWith('.')) return;
    const doubled: string[] = [];
    const walk = (tree: MessageTree, path: string) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'string') {
          if (/, date, long\}\./.test(value)) doubled.push(`${path}${key}`);
        } else walk(value, `${path}${key}.`);
      }
    };
    walk(read(locale), '');
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
