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

/** The project paths a file imports (`@/x` and relative imports; packages left out). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
    .map((match) => match[1]!)
    .flatMap((target) => {
      if (target.startsWith('@/')) return [target.slice(2)];
      if (target.startsWith('.')) return [normalize(join(dirname(file), target))];
      return [];
    });
}

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
function loopsBetweenRooms(layer: string): string[] {
  const imports = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(layer)) {
    const from = roomOf(layer, file)!;
    for (const target of importsOf(file)) {
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

describe('the layers: app → components → lib, and no import runs up', () => {
  it.each(['lib', 'components'])('no rooms of %s/ import each other, directly or through others', (layer) => {
    expect(loopsBetweenRooms(layer)).toEqual([]);
  });

  it('lib/ imports nothing from components/, app/ or i18n/', () => {
    const upward = sourceFiles('lib').flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(components|app|i18n)\//.test(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('components/ import nothing from app/', () => {
    const upward = sourceFiles('components').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('app/'))
        .map((target) => `${file} imports ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
