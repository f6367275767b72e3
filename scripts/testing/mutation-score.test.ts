import { describe, expect, it } from 'vitest';
import { mergeReports, type MutationReport, mutationSummary, scoreOf } from './mutation-score';

const mutant = (status: string, line = 1, statusReason?: string) =>
  ({ mutatorName: 'ConditionalExpression', status, statusReason, location: { start: { line } } }) as MutationReport['files'][string]['mutants'][number];

describe('the mutation summary', () => {
  it('scores as Stryker does: killed and timed out of all that could be, ignored and invalid ones left out', () => {
    const score = scoreOf([
      mutant('Killed'),
      mutant('Timeout'),
      mutant('Killed'),
      mutant('Survived'),
      mutant('NoCoverage'),
      mutant('Ignored'),
      mutant('CompileError'),
    ]);
    expect(score).toEqual({ killed: 3, survived: 1, noCoverage: 1, ignored: 1, score: 60 });
    expect(scoreOf([mutant('Ignored')]).score).toBe(100);
  });

  it('tabulates each module and lists every mutant kept as equivalent with its reason', () => {
    const report: MutationReport = {
      files: {
        'lib/http/origin.ts': { mutants: [mutant('Killed'), mutant('Ignored', 12, 'the label is only logged')] },
      },
    };
    const markdown = mutationSummary([{ module: 'lib/http', report, date: '2026-11-29' }]);
    expect(markdown).toContain('| `lib/http` | 100.0 % | 1 | 0 | 0 | 1 | 2026-11-29 |');
    expect(markdown).toContain('- `lib/http/origin.ts:12` ConditionalExpression: the label is only logged');
  });

  it('wraps a long reason as the guides are wrapped', () => {
    const reason = 'the answer is the same whichever branch runs, because both give the header the same value for every request the route accepts';
    const report: MutationReport = { files: { 'lib/http/origin.ts': { mutants: [mutant('Ignored', 7, reason)] } } };
    const lines = mutationSummary([{ module: 'lib/http', report, date: '2026-11-29' }])
      .split('\n')
      .filter((line) => line.includes('origin.ts') || line.startsWith('  '));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain(reason);
  });

  it('makes one report of a module’s parts, a file run twice counted once, from the newer run', () => {
    const older: MutationReport = {
      files: { 'lib/http/origin.ts': { mutants: [mutant('Survived')] }, 'lib/http/read-body.ts': { mutants: [mutant('Killed')] } },
    };
    const newer: MutationReport = { files: { 'lib/http/origin.ts': { mutants: [mutant('Killed'), mutant('Killed')] } } };
    const merged = mergeReports([older, newer]);
    expect(Object.keys(merged.files).sort()).toEqual(['lib/http/origin.ts', 'lib/http/read-body.ts']);
    expect(scoreOf(Object.values(merged.files).flatMap((file) => file.mutants))).toMatchObject({ killed: 3, survived: 0 });
  });
});
