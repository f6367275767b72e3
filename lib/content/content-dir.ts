/**
 * Where the build reads its content: `CONTENT_DIR` (a folder inside the project, such as a
 * catalogue written by `npm run content:generate`), else `content/`. The pages import the files
 * as `@/content/<name>.json`; with another folder the bundler resolves those imports there
 * (next.config.ts), and `content:check` checks that folder.
 */

// Relative, not '@/': next.config.ts loads this file, and its loader knows no path aliases.
import { CONTENT_FILES, type ContentFileName } from './schemas';

export const DEFAULT_CONTENT_DIR = 'content';

export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_DIR?.trim().replace(/\/+$/, '') || DEFAULT_CONTENT_DIR;
}

/** A content file's path, relative to the project: `content/experts.json`. */
export function contentFileIn(dir: string, name: ContentFileName): string {
  return `${dir}/${name}.json`;
}

/**
 * The bundler's aliases that read every content file from `dir` instead of content/; none for
 * content/ itself. A folder outside the project is refused: the bundler reads only the project.
 */
export function contentAliases(dir: string): Record<string, string> {
  if (dir === DEFAULT_CONTENT_DIR) return {};
  if (dir.startsWith('/') || dir.split('/').includes('..'))
    throw new Error(`CONTENT_DIR="${dir}" must be a folder inside the project, such as content-generated/3000-900`);
  return Object.fromEntries(
    (Object.keys(CONTENT_FILES) as ContentFileName[]).map((name) => [`@/content/${name}.json`, `./${contentFileIn(dir.replace(/^\.\//, ''), name)}`]),
  );
}
