/**
 * `test` that fails when the page's Content-Security-Policy blocks anything: every page is
 * watched for `securitypolicyviolation` from its first script on, across navigations, and the
 * test ends with none recorded. Tests that provoke one on purpose take them out of `violations`.
 */

import { test as base, expect } from './page-ready';

export type Violation = { directive: string; blocked: string; source: string; page: string };

export const test = base.extend<{ violations: Violation[] }>({
  violations: [
    async ({ page }, use) => {
      const violations: Violation[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) => void violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (violation: unknown) => void }).__reportCspViolation;
          report({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
            page: location.pathname,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
