/**
 * The key that signs the office's session cookies: OFFICE_AUTH_SECRET, or else one made at random
 * on the first start and kept in DATA_DIR (readable by the server's user only), so that sessions
 * survive a restart without any set-up. Servers sharing one PostgreSQL database must share the
 * variable instead.
 */

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function officeAuthSecret(config: { officeAuthSecret: string | undefined; dataDir: string }): string {
  if (config.officeAuthSecret) return config.officeAuthSecret;
  const file = join(config.dataDir, 'office-auth-secret');
  try {
    // Stryker disable next-line StringLiteral: without an encoding the read gives a Buffer, whose missing trim throws into the catch, which finds the file there (its write refused) and reads the same key as text
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch {
      // Another process made it first: theirs is read below.
    }
    return readFileSync(file, 'utf8').trim();
  }
}
