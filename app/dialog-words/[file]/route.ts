/**
 * /dialog-words/<language tag>.<hash>.json: the request dialog's words in one language
 * (lib/i18n/dialog-words.ts), written as a static file at build time and fetched with the dialog's
 * code by the pages that only open the dialog.
 */

import { languageFileRoute } from '@/lib/deploy/language-file-route';
import { dialogWords } from '@/lib/i18n/dialog-words';

export const dynamic = 'force-static';
export const dynamicParams = false;

const route = languageFileRoute(dialogWords);
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
