/** The mutation report's figures (StrykerJS's JSON report, mutation-testing-report-schema). */

type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'Ignored' | 'CompileError' | 'RuntimeError' | 'Pending';
type Mutant = { mutatorName: string; status: MutantStatus; statusReason?: string; location: { start: { line: number } } };
export type MutationReport = { files: Record<string, { mutants: Mutant[] }> };

export type Score = { killed: number; survived: number; noCoverage: number; ignored: number; score: number };

/** Stryker's score: mutants killed (or timed out) of those that could be, ignored and invalid ones left out. */
export function scoreOf(mutants: Mutant[]): Score {
  const count = (...statuses: MutantStatus[]) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const killed = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = killed + survived + noCoverage;
  return { killed, survived, noCoverage, ignored: count('Ignored'), score: valid === 0 ? 100 : (100 * killed) / valid };
}

/**
 * One module's report from the reports of its parts (a run over some of its files each, see
 * stryker.config.mjs), given oldest first: a file found in several is taken from the newest.
 */
export function mergeReports(reports: MutationReport[]): MutationReport {
  return { files: Object.assign({}, ...reports.map((report) => report.files)) };
}

/** A list item wrapped as the guides are (docs.test.ts holds their lines to 160 characters). */
function listItem(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '-';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > width && line.trim() !== '-') {
      lines.push(line);
      line = ' ';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\n');
}

/** The table of scores per module, then the mutants kept on purpose, each with its reason. */
export function mutationSummary(reports: { module: string; report: MutationReport; date: string }[]): string {
  const rows = reports.map(({ module, report, date }) => {
    const { killed, survived, noCoverage, ignored, score } = scoreOf(Object.values(report.files).flatMap((file) => file.mutants));
    return `| \`${module}\` | ${score.toFixed(1)} % | ${killed} | ${survived} | ${noCoverage} | ${ignored} | ${date} |`;
  });
  const kept = reports.flatMap(({ report }) =>
    Object.entries(report.files).flatMap(([file, { mutants }]) =>
      mutants
        .filter((mutant) => mutant.status === 'Ignored')
        .map((mutant) => listItem(`\`${file}:${mutant.location.start.line}\` ${mutant.mutatorName}: ${mutant.statusReason ?? 'no reason given'}`)),
    ),
  );
  return [
    '| module | score | killed | survived | no test | equivalent | measured |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    kept.length > 0 ? 'Equivalent mutants, kept with their reasons:\n' : 'No mutant is kept as equivalent.',
    ...kept,
  ].join('\n');
}
