import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { getConfig } from './lib/config';
import { securityHeaders } from './lib/security-headers';

// Validates the whole environment when the build or the server starts, naming any bad variable.
const config = getConfig();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
    inlineCss: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ https: config.https }) }];
  },
};

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
export default withNextIntl(nextConfig);
