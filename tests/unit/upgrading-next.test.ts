import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The packages whose insides docs/upgrading-next.md lists the site's dependencies on. */
const PACKAGES = ['next', 'react', 'react-dom', 'next-intl'] as const;

const GUIDE = 'docs/upgrading-next.md';

/** The versions the guide says it was checked against (`Checked against: next 16.4.6, …`). */
function checkedVersions(guide: string): Map<string, string> {
  const line = /^Checked against: (.+)$/m.exec(guide)?.[1] ?? '';
  return new Map(line.split(',').map((entry) => entry.trim().split(/\s+/) as [string, string]));
}

function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
}

describe(GUIDE, () => {
  const checked = checkedVersions(readFileSync(GUIDE, 'utf8'));

  it.each(PACKAGES)('was reviewed for the installed %s', (name) => {
    const installed = installedVersion(name);
    expect(
      checked.get(name),
      `${name} ${installed} is installed, but ${GUIDE} was checked against ${checked.get(name) ?? 'no version of it'}: ` +
        'go through the guide\'s list, then change its "Checked against" line',
    ).toBe(installed);
  });

  it('reads the line it holds the versions to', () => {
    expect(checkedVersions('x\nChecked against: next 1.2.3, react 4.5.6\n')).toEqual(
      new Map([
        ['next', '1.2.3'],
        ['react', '4.5.6'],
      ]),
    );
  });
});
