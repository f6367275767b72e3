/**
 * Nothing to instrument. The file is here because Turbopack looks for instrumentation from the
 * workspace root (the repository's lockfile) when a project has none of its own, and would build
 * the site's (vercel/next.js#95287 describes the same for proxy.ts).
 */
export function register(): void {}
