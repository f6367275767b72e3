import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file under a folder whose name matches, recursively (.ts and .tsx by default). */
function sourceFiles(folder: string, name = /\.tsx?$/): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

describe('components', () => {
  it('take their styles from their own folder, or from a shared module in components/styles/', () => {
    const crossing = ['app', 'components']
      .flatMap((folder) => sourceFiles(folder))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '([^']+\.module\.css)'/g)]
          .map((match) => match[1]!)
          .filter((module) => !module.startsWith('./') && !module.startsWith('@/components/styles/'))
          .map((module) => `${file} imports ${module}`),
      );
    expect(crossing).toEqual([]);
  });

  it('are files of at most 200 lines, each easy to read whole', () => {
    const long = sourceFiles('components')
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 200);
    expect(long).toEqual([]);
  });

  it('ask for no automatic hyphenation, which doubled the layout before the first paint', () => {
    // With the paragraphs' `text-wrap: pretty`, `hyphens: auto` made each page's first layout 2 to
    // 3 times longer (docs/performance.md, "Hyphenation"); long words wrap by `overflow-wrap`.
    const hyphenated = ['app', 'components']
      .flatMap((folder) => sourceFiles(folder, /\.css$/))
      .filter((file) => /(^|[;{\s])hyphens\s*:\s*auto/.test(readFileSync(file, 'utf8')));
    expect(hyphenated).toEqual([]);
  });

  it('set their text in the type scale: few sizes and weights, each a font the browser sets up once', () => {
    // Every size and weight of a face is its own font to load and measure glyphs in: on the home
    // page, 34 of them made its first style and layout a fifth longer than the scale's 16
    // (docs/performance.md, "A type scale"). Headings may scale with the viewport (clamp) and the
    // avatars' initials fit their circles in px.
    const SIZES = new Set(['0.8rem', '0.875rem', '0.95rem', '1rem', '1.125rem', '1.25rem', '1.5rem', '2rem']);
    const WEIGHTS = new Set(['400', '600', '700']);
    const offScale = ['app', 'components']
      .flatMap((folder) => sourceFiles(folder, /\.css$/))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/font-(size|weight)\s*:\s*([^;}]+)/g)]
          .map(([, property, value]) => ({ property, value: value!.trim() }))
          .filter(({ property, value }) =>
            property === 'size'
              ? !SIZES.has(value) && !/^(clamp\(|var\(|inherit$|\d+px$)/.test(value)
              : !WEIGHTS.has(value) && value !== 'inherit' && value !== 'normal' && value !== 'bold',
          )
          .map(({ property, value }) => `${file}: font-${property}: ${value}`),
      );
    expect(offScale).toEqual([]);
  });
});
