/**
 * The two servers the end-to-end tests run against (playwright.config.ts): `next start`, and the
 * static profile (`npm run start:nginx`), whose Node server listens on the port after nginx's.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

/** A deployed site to test instead (`BASE_URL=https://… npm run test:e2e`): no server is started. */
export const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '') || undefined;
export const E2E_PORT = PORT;
export const E2E_ORIGIN = `http://localhost:${PORT}`;
export const E2E_NGINX_PORT = PORT + 10;
export const E2E_NGINX_ORIGIN = `http://localhost:${E2E_NGINX_PORT}`;

/**
 * `next start` as a newcomer starts it: no SITE_URL (so its default, http://localhost:3000), on
 * another port, reached at 127.0.0.1: the forms must still be accepted there (the Origin rule).
 */
export const E2E_OTHER_PORT = PORT + 20;
export const E2E_OTHER_ORIGIN = `http://127.0.0.1:${E2E_OTHER_PORT}`;

/** The mail catcher (scripts/mail-catcher.ts) that `next start` sends its mail to. */
export const E2E_SMTP_PORT = PORT + 30;

/** A `next start` a suite starts itself, with its clock moved from outside (tests/e2e/meeting.spec.ts). */
export const E2E_CLOCK_PORT = PORT + 40;
