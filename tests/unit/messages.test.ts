import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way for messages to reach the browser: a client island reads its own with useTranslations,
 * from a MessagesScope or a message file (docs/i18n.md). A server component that translates and
 * hands the result to an island as a prop is a second way; this test finds them.
 */

/** The .tsx files under app/ and components/, tests left out. */
function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const files = [...componentFiles('app'), ...componentFiles('components')].map((path) => ({ path, source: readFileSync(path, 'utf8') }));
const isClient = (source: string) => /^\s*['"]use client['"]/.test(source);

/** The components client files export: the islands. */
const islands = new Set(
  files.filter((file) => isClient(file.source)).flatMap((file) => [...file.source.matchAll(/export (?:default )?function (\w+)/g)].map((match) => match[1]!)),
);

/** An island's opening tag, up to the `>` that closes it (braces counted), in a server file. */
function openingTags(source: string): { island: string; tag: string }[] {
  const found: { island: string; tag: string }[] = [];
  for (const match of source.matchAll(/<([A-Z]\w*)[\s/>]/g)) {
    const island = match[1]!;
    if (!islands.has(island)) continue;
    let depth = 0;
    let end = match.index!;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0 && source[end - 1] !== '=') break;
    }
    found.push({ island, tag: source.slice(match.index!, end + 1) });
  }
  return found;
}

/** A call of a translator in an attribute: `t('x')`, `tForm('x')`, `t.rich(...)`. */
const TRANSLATED = /\bt[A-Z]?\w*(?:\.rich)?\(/;

/**
 * What the page itself words on purpose, each for its reason.
 * - A count worded by the server: wording a plural in the browser builds the language's first
 *   Intl objects while the page hydrates, a long task on a phone (docs/performance.md); the island
 *   words it itself once the count changes.
 * - A date worded by the server: the browser's date names for Georgian and Kazakh are not Node's,
 *   so the browser would render another text than the page's.
 * - A button's text, named by the page as a <button>'s children would be.
 */
const WORDED_BY_THE_PAGE: Record<string, string> = {
  'CatalogExplorer:note': 'a count worded by the server',
  'CatalogExplorer:initialCount': 'a count worded by the server',
  'FaqSearch:allCount': 'a count worded by the server',
  'UnderDevelopmentButton:label': "the button's text",
  'CurrencyConverter:dates': 'a date worded by the server',
};

/** `name={…t(…)…}` attributes of a tag. */
function translatedAttributes(tag: string): string[] {
  const names: string[] = [];
  for (const match of tag.matchAll(/\s(\w+)=\{/g)) {
    let depth = 1;
    let end = match.index! + match[0].length;
    for (; end < tag.length && depth > 0; end++) {
      if (tag[end] === '{') depth++;
      else if (tag[end] === '}') depth--;
    }
    if (TRANSLATED.test(tag.slice(match.index! + match[0].length, end))) names.push(match[1]!);
  }
  return names;
}

describe('messages reach the islands one way', () => {
  it('the scan sees islands, and a translated prop handed to one', () => {
    expect(islands.has('SearchCombobox')).toBe(true);
    expect(translatedAttributes(`<SearchCombobox labels={{ label: t('searchLabel') }} path="/x" />`)).toEqual(['labels']);
    expect(translatedAttributes(`<SearchCombobox expertsPath={getPathname({ href: '/experts', locale })} />`)).toEqual([]);
  });

  it('no server component translates for an island', () => {
    const handed = files
      .filter((file) => !isClient(file.source))
      .flatMap((file) =>
        openingTags(file.source).flatMap(({ island, tag }) =>
          translatedAttributes(tag)
            .filter((name) => !WORDED_BY_THE_PAGE[`${island}:${name}`])
            .map((name) => `${file.path}: <${island} ${name}={t(…)}>`),
        ),
      );
    expect(handed).toEqual([]);
  });

  it("no server file reads a constant from a client module, where it would be only a reference (a scope's list of messages)", () => {
    const clientModules = new Set(files.filter((file) => isClient(file.source)).map((file) => file.path.replace(/\.tsx$/, '')));
    const resolve = (from: string, target: string) =>
      target.startsWith('@/') ? target.slice(2) : target.startsWith('.') ? join(from, '..', target) : undefined;
    const read = files
      .filter((file) => !isClient(file.source))
      .flatMap((file) =>
        [...file.source.matchAll(/^import \{([^}]*)\} from '([^']+)';/gm)].flatMap((match) => {
          const module = resolve(file.path, match[2]!);
          if (!module || !clientModules.has(module)) return [];
          const constants = match[1]!
            .split(',')
            .map((name) => name.trim())
            .filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name));
          return constants.map((name) => `${file.path}: ${name} from ${match[2]}`);
        }),
      );
    expect(read).toEqual([]);
  });
});
