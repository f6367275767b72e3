import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The `next` command as the package declares it (its package.json `bin`), to run with this Node. */
export function nextBin(): string {
  const nextPackage = createRequire(import.meta.url).resolve('next/package.json');
  const { bin } = JSON.parse(readFileSync(nextPackage, 'utf8')) as { bin: { next: string } };
  return join(dirname(nextPackage), bin.next);
}
