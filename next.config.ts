import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { getConfig } from './lib/config';
import { contentAliases, contentDir } from './lib/content/content-dir';
import { siteCsp } from './lib/security/csp';
import { securityHeaderRules } from './lib/security/headers';

// Validates the whole environment when the build or the server starts, naming any bad variable.
const config = getConfig();

const nextConfig: NextConfig = {
  // When the build completes, the static tree nginx serves is written to out/ (docs/deploying.md).
  adapterPath: join(process.cwd(), 'scripts/static-tree/adapter.mjs'),
  poweredByHeader: false,
  // Next hashes the whole HTML of a page on every request to make its ETag, which cost much of the
  // server's throughput (npm run perf:serving; docs/performance.md, "Figures behind the code's choices"). Pages only change with a deploy, and the
  // CDN in front caches them by s-maxage.
  generateEtags: false,
  reactStrictMode: true,
  // `npm run build` runs `npm run typecheck` (next typegen && tsc) before `next build`: TypeScript's
  // native compiler checks the project in 3 to 4 s where next build's own check took 9 to 10
  // (docs/performance.md, "The build's time").
  typescript: { ignoreBuildErrors: true },
  // CONTENT_DIR: the pages' content from another folder (a generated catalogue), else content/.
  turbopack: { resolveAlias: contentAliases(contentDir()) },
  experimental: {
    globalNotFound: true,
    // Next 16.4 writes Turbopack's cache to .next/cache on every build (experimental for builds,
    // its docs say). A build from a clean checkout, as CI and a deploy run it, never reads it back:
    // writing it took 10.5 s of a cold build and slowed the type check beside it (83 → 68 s,
    // docs/performance.md, "The build's time"). `next dev` keeps its own cache.
    turbopackFileSystemCacheForBuild: false,
    // Each page's CSS in its <head>: no render-blocking stylesheet requests, so the first paint
    // does not wait behind the fonts and scripts a phone is also fetching (docs/performance.md).
    inlineCss: true,
    // With the CSS inlined, a shared CSS chunk costs bytes on every page instead of saving a
    // request: the default chunking merged all pages' modules (policy documents, catalogue,
    // dialogs...) into one chunk that every page inlined twice, in <head> and in the RSC payload.
    // Graph chunking with requests at no cost inlines only each page's own modules, with the same
    // pixels (docs/performance.md).
    cssChunking: { type: 'graph', requestCost: 0 },
  },
  async headers() {
    // Every response: the security headers, and a policy that lets no inline script run (the
    // API's lets nothing load). Pages get their own, with the hashes of their inline scripts, from
    // the proxy (proxy.ts), which also says who may cache what (lib/deploy/cache.ts). Answers Next
    // gives before these rules apply (its 308s) get the same headers from the request hook
    // (lib/http/request-hook.ts).
    return securityHeaderRules({ https: config.https, siteCsp: siteCsp(config) });
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  // The messages are compiled at build time (icu-minify), so browsers get no ICU parser: less
  // JavaScript on every page (docs/performance.md), and no parsing when a message is formatted.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
export default withNextIntl(nextConfig);
