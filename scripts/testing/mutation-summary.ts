/**
 * `npm run test:mutation` ends here: the scores of the modules' latest reports
 * (reports/mutation/<module>.json, or its parts merged), and every mutant kept alive on purpose with the reason its
 * disable comment gives, written into docs/testing.md between its mutation markers.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mergeReports, mutationSummary, type MutationReport } from './mutation-score';

const MODULES = ['lib/submissions', 'lib/office', 'lib/http', 'lib/forms', 'lib/security'];
const DOCS = 'docs/testing.md';
const [START, END] = ['<!-- mutation:scores -->', '<!-- mutation:end -->'];

// A module's report, or the reports of its parts (reports/mutation/<module>-<part>.json), merged:
// dated by the newest of them.
const reports = MODULES.flatMap((module) => {
  const name = module.replace(/^lib\//, '');
  const files = (existsSync('reports/mutation') ? readdirSync('reports/mutation') : [])
    .filter((file) => file === `${name}.json` || (file.startsWith(`${name}-`) && file.endsWith('.json') && !file.endsWith('.incremental.json')))
    .map((file) => ({ file: `reports/mutation/${file}`, changed: statSync(`reports/mutation/${file}`).mtime }))
    .sort((a, b) => a.changed.getTime() - b.changed.getTime());
  if (files.length === 0) return [];
  const report = mergeReports(files.map(({ file }) => JSON.parse(readFileSync(file, 'utf8')) as MutationReport));
  return [{ module, report, date: files.at(-1)!.changed.toISOString().slice(0, 10) }];
});
const markdown = mutationSummary(reports);
console.log(markdown);
const docs = readFileSync(DOCS, 'utf8');
const [before, rest] = docs.split(START);
if (rest === undefined) throw new Error(`${DOCS}: ${START} is missing`);
const after = rest.includes(END) ? rest.slice(rest.indexOf(END) + END.length) : '\n';
writeFileSync(DOCS, `${before}${START}\n\n${markdown}\n${END}${after}`);
