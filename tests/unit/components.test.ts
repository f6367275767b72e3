import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts and .tsx file under a folder, recursively. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('components', () => {
  it('take their styles from their own folder, or from a shared module in components/styles/', () => {
    const crossing = ['app', 'components'].flatMap(sourceFiles).flatMap((file) =>
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
});
