import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/** The anchor's configuration: Next's defaults and next-intl's plugin, nothing of the site's. */
const nextConfig: NextConfig = { poweredByHeader: false };

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
