/**
 * Every language must have the keys of English, no others, and the same ICU arguments in each
 * message: a missing `{year}` prints nothing, an extra one prints the raw placeholder.
 */

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageTree = { [key: string]: string | MessageTree };

export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) flat.set(k, v);
  }
  return flat;
}

/** The argument names a message uses, with their kind (`year:argument`, `count:plural`…). */
export function messageArguments(message: string): Set<string> {
  const found = new Set<string>();
  const kinds: Partial<Record<TYPE, string>> = {
    [TYPE.argument]: 'argument',
    [TYPE.number]: 'number',
    [TYPE.date]: 'date',
    [TYPE.time]: 'time',
    [TYPE.select]: 'select',
    [TYPE.plural]: 'plural',
    [TYPE.tag]: 'tag',
  };
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = kinds[element.type];
      if (kind && 'value' in element) found.add(`${element.value}:${kind}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return found;
}

export type ParityProblem = { locale: string; key: string; problem: string };

export function compareMessages(reference: MessageTree, translated: MessageTree, locale: string): ParityProblem[] {
  const problems: ParityProblem[] = [];
  const ref = flattenMessages(reference);
  const other = flattenMessages(translated);
  for (const [key, message] of ref) {
    const translation = other.get(key);
    if (translation === undefined) {
      problems.push({ locale, key, problem: 'missing' });
      continue;
    }
    if (translation.trim() === '') {
      problems.push({ locale, key, problem: 'empty' });
      continue;
    }
    let expected: Set<string>;
    let actual: Set<string>;
    try {
      expected = messageArguments(message);
      actual = messageArguments(translation);
    } catch (error) {
      problems.push({ locale, key, problem: `invalid ICU message: ${(error as Error).message}` });
      continue;
    }
    const missing = [...expected].filter((arg) => !actual.has(arg));
    const extra = [...actual].filter((arg) => !expected.has(arg));
    if (missing.length) problems.push({ locale, key, problem: `missing placeholder ${missing.join(', ')}` });
    if (extra.length) problems.push({ locale, key, problem: `extra placeholder ${extra.join(', ')}` });
  }
  for (const key of other.keys()) if (!ref.has(key)) problems.push({ locale, key, problem: 'extra key' });
  return problems;
}
