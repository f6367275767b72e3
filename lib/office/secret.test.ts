import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { officeAuthSecret } from './secret';

// Reads that find nothing, as when another process writes the key just after this one looked.
const missedReads = vi.hoisted(() => ({ left: 0 }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    readFileSync: ((...args: Parameters<typeof fs.readFileSync>) => {
      if (missedReads.left > 0) {
        missedReads.left--;
        throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      }
      return fs.readFileSync(...args);
    }) as typeof fs.readFileSync,
  };
});

const tempDir = () => mkdtempSync(join(tmpdir(), 'office-secret-'));

describe('the office’s signing key', () => {
  it('is OFFICE_AUTH_SECRET when set, and then nothing is written', () => {
    const dataDir = join(tempDir(), 'data');
    expect(officeAuthSecret({ officeAuthSecret: 's'.repeat(32), dataDir })).toBe('s'.repeat(32));
    expect(existsSync(dataDir)).toBe(false);
  });

  it('is otherwise made once at random in DATA_DIR (made if missing), readable by the server’s user only, and the same on the next start', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = officeAuthSecret({ officeAuthSecret: undefined, dataDir });
    expect(first).toMatch(/^[\w-]{43}$/);
    const file = join(dataDir, 'office-auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(officeAuthSecret({ officeAuthSecret: undefined, dataDir })).toBe(first);
    expect(officeAuthSecret({ officeAuthSecret: '', dataDir })).toBe(first);
    expect(officeAuthSecret({ officeAuthSecret: undefined, dataDir: tempDir() })).not.toBe(first);
  });

  it('is read without the line break an editor may have added', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'office-auth-secret'), ' kept-by-hand \n');
    expect(officeAuthSecret({ officeAuthSecret: undefined, dataDir })).toBe('kept-by-hand');
  });

  it('is the other process’s when one made it between this one’s look and its write: never overwritten', () => {
    const dataDir = tempDir();
    // Made with a line break (by hand, say): read as the first look would have read it.
    writeFileSync(join(dataDir, 'office-auth-secret'), 'theirs\n');
    missedReads.left = 1;
    expect(officeAuthSecret({ officeAuthSecret: undefined, dataDir })).toBe('theirs');
    expect(readFileSync(join(dataDir, 'office-auth-secret'), 'utf8')).toBe('theirs\n');
  });
});
