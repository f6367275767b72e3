import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Playwright's own Chromium when installed (undefined: Playwright finds it), else Debian's /usr/bin/chromium. */
export function chromiumExecutable(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No bundled browser registered: fall through to the system one.
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
