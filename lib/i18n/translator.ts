/**
 * A language's translator outside a page's render (mails, the proxy's own answers): made once per
 * language from its messages, which the build has already compiled.
 */

import { createTranslator } from 'next-intl';
import { INTL_CONFIG } from './intl-config';
import type { Locale } from './locales';
import { loadMessages } from './messages';

/** next-intl's translator over the whole messages tree (`t('RequestForm.successTitle')`). */
export type Translator = {
  (key: string, values?: Record<string, string | number>): string;
  has: (key: string) => boolean;
  markup: (key: string, values: Record<string, string | number | ((chunks: string) => string)>) => string;
};

const translators = new Map<Locale, Promise<Translator>>();

/** A language's translator, made once: every mail in that language shares it. */
export function translatorFor(locale: Locale): Promise<Translator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadMessages(locale).then((messages) => createTranslator({ locale, messages, ...INTL_CONFIG }) as unknown as Translator);
    translators.set(locale, translator);
  }
  return translator;
}
