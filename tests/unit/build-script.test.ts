import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const nextConfig = readFileSync('next.config.ts', 'utf8');

/** The commands a script runs, in order (`a && b && c`). */
const steps = (script: string | undefined) => (script ?? '').split('&&').map((step) => step.trim());

describe('npm run build', () => {
  // next build leaves the type check to tsc (next.config.ts): a build must still stop on a type error.
  it('checks the types before next build, when next build does not', () => {
    const build = steps(scripts.build);
    const ignoresTypeErrors = /ignoreBuildErrors:\s*true/.test(nextConfig);
    if (ignoresTypeErrors) {
      expect(build, 'next.config.ts has next build skip its type check: the build script must run `npm run typecheck` first').toContain('npm run typecheck');
      expect(build.indexOf('npm run typecheck')).toBeLessThan(build.indexOf('next build'));
    }
    expect(build.at(-1)).toBe('next build');
  });

  it('checks the content first', () => {
    expect(steps(scripts.build)[0]).toBe('npm run content:check');
  });

  it('has a type check that runs the TypeScript compiler over the project', () => {
    expect(steps(scripts.typecheck)).toContain('tsc --noEmit');
  });
});
