/**
 * The office's language, from the browser's Accept-Language among the site's four: the office's
 * messages are in the same files as the site's (namespace Office).
 */

import { headers } from 'next/headers';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { detectPrefixFromAcceptLanguage } from '@/lib/i18n/detect';
import { tagForPrefix, type Locale } from '@/lib/i18n/locales';

/** Read once per request (React's cache): every component of a page asks for it. */
export const officeLocale = cache(async (): Promise<Locale> => tagForPrefix(detectPrefixFromAcceptLanguage((await headers()).get('accept-language'))));

/** The office's messages in the office's language, and that language. */
export async function officeMessages() {
  const locale = await officeLocale();
  return { locale, t: await getTranslations({ locale, namespace: 'Office' }) };
}

/** How the office writes a moment: in UTC (staff sit in several zones), on a 24-hour clock. */
export function utcMoment(locale: string, { seconds = false } = {}): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short', timeZone: 'UTC', hourCycle: 'h23' });
  return (iso) => format.format(new Date(iso));
}
