import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Where nginx is: on PATH, or in the sbin folders that Debian and a source build put it in (a
 * non-root shell's PATH often lacks them). Undefined when it is not installed.
 */
export function nginxBinary(path = process.env.PATH ?? ''): string | undefined {
  const folders = [...path.split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  return folders.map((folder) => join(folder, 'nginx')).find((candidate) => existsSync(candidate));
}
