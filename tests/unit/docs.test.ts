import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.md is an onboarding page and the rest lives in docs/ as topic guides: the README stays
 * short, no line of either is too wide to read, every relative link leads to a file, and no
 * script writes into the README (the measured tables live in docs/performance.md).
 */
const README = 'README.md';
const MAX_README_LINES = 250;
const MAX_LINE_CHARACTERS = 160;

/** The block of docs/performance.md that `npm run perf:summary` writes: its table rows are wide. */
const GENERATED_BLOCK = { file: 'docs/performance.md', start: '<!-- perf-summary:start', end: '<!-- perf-summary:end' };

const GUIDES = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const PAGES = [README, ...GUIDES];

function linesOf(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
}

/** A file's lines with their numbers, the generated block left out. */
function writtenLines(file: string): { number: number; text: string }[] {
  let generated = false;
  return linesOf(file).flatMap((text, index) => {
    if (file === GENERATED_BLOCK.file && text.startsWith(GENERATED_BLOCK.start)) generated = true;
    const line = generated ? [] : [{ number: index + 1, text }];
    if (file === GENERATED_BLOCK.file && text.startsWith(GENERATED_BLOCK.end)) generated = false;
    return line;
  });
}

/** The targets of relative Markdown links (`[text](path)`, `[text](path#anchor)`), code left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

/** Every file under a folder, build output and installed packages left out. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '.next' || entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });
}

describe('README.md and the guides in docs/', () => {
  it(`README.md has at most ${MAX_README_LINES} lines`, () => {
    expect(linesOf(README).length, 'README.md is the onboarding page: move the detail into a guide under docs/').toBeLessThanOrEqual(MAX_README_LINES);
  });

  it.each(PAGES)(`no line of %s is over ${MAX_LINE_CHARACTERS} characters`, (file) => {
    const wide = writtenLines(file)
      .filter((line) => [...line.text].length > MAX_LINE_CHARACTERS)
      .map((line) => `${file}:${line.number}: ${[...line.text].length} characters`);
    expect(wide, 'wrap the text, or turn a wide table into a list or narrower cells').toEqual([]);
  });

  it.each(PAGES)('every relative link of %s leads to a file', (file) => {
    const broken = relativeLinks(readFileSync(file, 'utf8'))
      .map((target) => ({ target, path: normalize(join(dirname(file), decodeURI(target.split('#')[0]!))) }))
      .filter(({ path }) => !existsSync(path))
      .map(({ target, path }) => `${file}: ${target} (${path} does not exist)`);
    expect(broken).toEqual([]);
  });

  it('leaves out only the generated block of docs/performance.md, and finds it', () => {
    const all = linesOf(GENERATED_BLOCK.file).length;
    const written = writtenLines(GENERATED_BLOCK.file).length;
    expect(written).toBeLessThan(all);
    expect(written).toBeGreaterThan(0);
  });

  it('reads links as Markdown does: relative files, not web addresses, anchors or code', () => {
    const markdown = [
      'See [a guide](docs/a.md#part), [the site](https://example.org/x.md), [above](#top),',
      '[mail](mailto:a@example.org) and `[code](not-a-link.md)`. [B](b.md "title")',
      '```sh',
      'echo "[fenced](not-a-link-either.md)"',
      '```',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual(['docs/a.md#part', 'b.md']);
  });

  it('no script writes README.md', () => {
    const writers = filesUnder('scripts').filter((file) => readFileSync(file, 'utf8').includes('README.md'));
    expect(writers, 'the README is written by hand; a script writes its figures into docs/performance.md').toEqual([]);
  });
});
