/**
 * Writes content/schemas/<file>.schema.json from the zod schemas in lib/content/schemas.ts, so an
 * editor's IDE validates and completes each content file (its "$schema" points here).
 * `npm run content:schemas`; a unit test fails when the committed files are out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentJsonSchemas } from './content/json-schemas';

const dir = join('content', 'schemas');
mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(contentJsonSchemas())) {
  writeFileSync(join(dir, `${name}.schema.json`), `${JSON.stringify(schema, null, 2)}\n`);
}
console.log(`content:schemas: wrote ${Object.keys(contentJsonSchemas()).length} schemas to ${dir}`);
