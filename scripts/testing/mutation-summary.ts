/**
 * `npm run test:mutation` ends here: the scores of the modules' latest reports
 * (reports/mutation/<module>.json), and every mutant kept alive on purpose with the reason its
 * disable comment gives, written into docs/testing.md between its mutation markers.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mutationSummary, type MutationReport } from './mutation-score';

const MODULES = ['lib/submissions', 'lib/office', 'lib/http', 'lib/forms', 'lib/security'];
const DOCS = 'docs/testing.md';
const [START, END] = ['<!-- mutation:scores -->', '<!-- mutation:end -->'];

const reports = MODULES.flatMap((module) => {
  const file = `reports/mutation/${module.replace(/^lib\//, '')}.json`;
  return existsSync(file) ? [{ module, report: JSON.parse(readFileSync(file, 'utf8')) as MutationReport, date: new Date().toISOString().slice(0, 10) }] : [];
});
const markdown = mutationSummary(reports);
console.log(markdown);
const docs = readFileSync(DOCS, 'utf8');
const [before, rest] = docs.split(START);
if (rest === undefined) throw new Error(`${DOCS}: ${START} is missing`);
const after = rest.includes(END) ? rest.slice(rest.indexOf(END) + END.length) : '\n';
writeFileSync(DOCS, `${before}${START}\n\n${markdown}\n${END}${after}`);
