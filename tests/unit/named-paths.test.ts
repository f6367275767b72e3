import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Where the project's own text lives: code, styles, scripts and guides (not builds, not data). */
const ROOTS = ['app', 'components', 'lib', 'i18n', 'scripts', 'tests', 'docs'];
const TOP_FILES = ['README.md', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'playwright.config.ts', 'biome.jsonc'];
const SKIPPED = new Set(['node_modules', '.next', 'out', 'anchor-app']);

function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : textFiles(path);
    return /\.(tsx?|mts|mjs|css|sh|md|jsonc)$/.test(entry.name) ? [path] : [];
  });
}

/** A path of the project named in a text: `lib/deploy/cache.ts`, `components/forms/`, `docs/security.md`. */
const NAMED_PATH = /(?<![\w/.@-])((?:app|components|lib|i18n|scripts|tests|docs|content|messages|public)\/[\w.[\]/-]*[\w\]])/g;

/**
 * Names that stand for a path to come: an example page, a folder a deploy fills, the test's own
 * fixtures, and the made-up files of the layer check's fixtures (tests/unit/layers.test.ts).
 */
const NOT_YET = [/my_page/, /^public\/images\/experts$/, /^docs\/a\.md$/, /^(app|components|lib)\/nowhere\b/];

/** Whether a named path is there: as written, or as a module named without its extension. */
function exists(path: string): boolean {
  return existsSync(path) || ['.ts', '.tsx', '.mjs', '.css', '.md'].some((extension) => existsSync(`${path}${extension}`));
}

describe('paths named in code comments and guides', () => {
  it('all exist: a moved or renamed file leaves no stale name behind', () => {
    const stale = [...ROOTS.flatMap((root) => textFiles(root)), ...TOP_FILES].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(NAMED_PATH)]
            .map((match) => match[1]!.replace(/\.$/, ''))
            .filter((path) => !path.includes('<') && !NOT_YET.some((pattern) => pattern.test(path)) && !exists(path))
            .map((path) => `${file}:${index + 1} names ${path}`),
        ),
    );
    expect(stale).toEqual([]);
  });
});
