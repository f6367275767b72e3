/**
 * /policy-text/<language tag>.<hash>.json: the legal texts of /documentation in one language
 * (lib/content/policy-text.ts), written as a static file at build time and fetched only when the
 * browser renders that page itself, after a click on a link to it.
 */

import { languageFileRoute } from '@/lib/deploy/language-file';
import { policyText } from '@/lib/content/policy-text';

export const dynamic = 'force-static';
export const dynamicParams = false;

const route = languageFileRoute(policyText);
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
