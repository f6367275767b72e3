import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockEntry = { optionalDependencies?: Record<string, string> };

describe('package-lock.json', () => {
  it('lists every optional platform package, or `npm ci` refuses it (run npm run lockfile:complete)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
    const missing = Object.values(lock.packages).flatMap((entry) =>
      Object.keys(entry.optionalDependencies ?? {}).filter((name) => !lock.packages[`node_modules/${name}`]),
    );
    expect(missing).toEqual([]);
  });
});
