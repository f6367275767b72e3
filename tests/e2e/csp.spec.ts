import { ALL_URLS } from './site';
import { expect, test } from './csp-watch';

/**
 * The strict Content-Security-Policy (lib/security/csp.ts) lets every page run, and only what
 * the build put in it: no violation on any of the 80 pages, on whichever server the project
 * points at (`next start`, or nginx with the static tree).
 */
for (const url of ALL_URLS) {
  test(`${url.path} runs under its policy without a violation`, async ({ page }) => {
    const response = await page.goto(url.path);
    expect(response?.status()).toBe(200);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/(^|; )default-src 'self'/);
    expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(policy).toContain("object-src 'none'");
    // The page's own code ran (the islands hydrated), and its lazy parts load when it is idle.
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
  });
}

test('an injected inline script does not run, and the browser says why', async ({ page, violations }) => {
  await page.goto('/ru/experts');
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBe(1);
  expect(violations.splice(0)).toMatchObject([{ directive: 'script-src-elem', page: '/ru/experts' }]);
});
