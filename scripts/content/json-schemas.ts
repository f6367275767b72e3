import { z } from 'zod';
import { CONTENT_FILES, type ContentFileName } from '@/lib/content/schemas';

/** JSON Schema of each content file, as an editor sees it (the input side: defaults optional). */
export function contentJsonSchemas(): Record<ContentFileName, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(CONTENT_FILES).map(([name, schema]) => [
      name,
      { title: `content/${name}.json`, ...z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) },
    ]),
  ) as unknown as Record<ContentFileName, Record<string, unknown>>;
}
