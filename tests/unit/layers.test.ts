import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The source files under a folder, tests left out (a test may reach anywhere). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.fixtures\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each source file under the folders, with its text. */
function readSources(...folders: string[]): Map<string, string> {
  return new Map(folders.flatMap(sourceFiles).map((file) => [file, readFileSync(file, 'utf8')]));
}

/** The project paths a file imports (`@/x` and relative imports; packages left out). */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
    .map((match) => match[1]!)
    .flatMap((target) => {
      if (target.startsWith('@/')) return [target.slice(2)];
      if (target.startsWith('.')) return [normalize(join(dirname(file), target))];
      return [];
    });
}

/** Each import of the files into the folders `target` matches, as `file imports target`. */
function importsInto(sources: Map<string, string>, target: RegExp): string[] {
  return [...sources].flatMap(([file, source]) =>
    importsOf(file, source)
      .filter((path) => target.test(path))
      .map((path) => `${file} imports ${path}`),
  );
}

/** What lib/ may not import: the layers above it, and i18n/ (next-intl's wiring). */
const UP_FROM_LIB = /^(components|app|i18n)\//;

/** A layer's rooms: each folder right under it, or a file right under it (`lib/routes.ts` → `routes`). */
function roomOf(layer: string, path: string): string | undefined {
  if (!path.startsWith(`${layer}/`)) return undefined;
  return path
    .slice(layer.length + 1)
    .split('/')[0]!
    .replace(/\.tsx?$/, '');
}

/**
 * Loops between the rooms of a layer (A imports B, which imports, maybe through others, A): in a
 * loop, one import runs up. Each loop as its rooms, then the imports of its first step.
 */
function loopsBetweenRooms(layer: string, sources = readSources(layer)): string[] {
  const imports = new Map<string, Map<string, string[]>>();
  for (const [file, source] of sources) {
    const from = roomOf(layer, file)!;
    for (const target of importsOf(file, source)) {
      const to = roomOf(layer, target);
      if (!to || to === from) continue;
      const targets = imports.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), `${file} imports ${target}`]);
      imports.set(from, targets);
    }
  }
  const loops = new Set<string>();
  // From each room, a depth-first walk that reports the way back to where it started.
  for (const start of imports.keys()) {
    const walk = (room: string, path: string[]) => {
      for (const next of imports.get(room)?.keys() ?? []) {
        if (next === start) {
          const rooms = [...path, start];
          // Each loop once, from its smallest room.
          if (rooms.slice(0, -1).every((other) => start <= other)) loops.add(`${rooms.join(' → ')}: ${imports.get(rooms[0]!)!.get(rooms[1]!)!.join('; ')}`);
        } else if (!path.includes(next) && next > start) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  }
  return [...loops].sort();
}

// The fixtures' files are in rooms named nowhere, which tests/unit/named-paths.test.ts knows are made up.
describe('the import reader of these checks', () => {
  it('finds @/ and relative imports, static, dynamic, side-effect and re-exports, and leaves packages out', () => {
    const source = [
      "import { a } from '@/lib/nowhere-a';",
      "import type { B } from '../nowhere-b';",
      'import {',
      '  c,',
      "} from './c';",
      "import './side-effect';",
      "export { d } from '@/components/nowhere';",
      "const e = await import('@/app/nowhere');",
      "import { useState } from 'react';",
    ].join('\n');
    expect(importsOf('lib/nowhere/y.ts', source)).toEqual([
      'lib/nowhere-a',
      'lib/nowhere-b',
      'lib/nowhere/c',
      'lib/nowhere/side-effect',
      'components/nowhere',
      'app/nowhere',
    ]);
  });

  it('reports a lib/ file that imports from components/', () => {
    const sources = new Map([['lib/nowhere/submit.ts', "import { Button } from '@/components/nowhere/Button';\nimport { z } from 'zod';"]]);
    expect(importsInto(sources, UP_FROM_LIB)).toEqual(['lib/nowhere/submit.ts imports components/nowhere/Button']);
  });

  it('reports a loop between rooms, also one that runs through a third', () => {
    const sources = new Map([
      ['lib/nowhere-a/one.ts', "import { two } from '@/lib/nowhere-b/two';"],
      ['lib/nowhere-b/two.ts', "import { three } from '../nowhere-c';"],
      ['lib/nowhere-c.ts', "export { one } from './nowhere-a/one';"],
    ]);
    expect(loopsBetweenRooms('lib', sources)).toEqual(['nowhere-a → nowhere-b → nowhere-c → nowhere-a: lib/nowhere-a/one.ts imports lib/nowhere-b/two']);
  });

  // A reader that misses a form of import (or every import) would pass the layer checks below:
  // in the real files it finds as many as a plain text search, in either quotes, and hundreds.
  it('finds every project import of the real files that a plain text search finds', () => {
    const sources = readSources('lib', 'components');
    const starts = ['from ', 'import(', 'import '].flatMap((start) => ['@/', './', '../'].flatMap((path) => [`${start}'${path}`, `${start}"${path}`]));
    const searched = [...sources.values()].reduce((sum, source) => sum + starts.reduce((n, start) => n + source.split(start).length - 1, 0), 0);
    const read = [...sources].reduce((sum, [file, source]) => sum + importsOf(file, source).length, 0);
    expect(read).toBe(searched);
    expect(read).toBeGreaterThan(500);
  });
});

describe('the layers: app → components → lib, and no import runs up', () => {
  it.each(['lib', 'components'])('no rooms of %s/ import each other, directly or through others', (layer) => {
    expect(loopsBetweenRooms(layer)).toEqual([]);
  });

  it('lib/ imports nothing from components/, app/ or i18n/', () => {
    expect(importsInto(readSources('lib'), UP_FROM_LIB)).toEqual([]);
  });

  it('components/ import nothing from app/', () => {
    expect(importsInto(readSources('components'), /^app\//)).toEqual([]);
  });
});
