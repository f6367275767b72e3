/**
 * A language's translator outside a page's render (mails, the proxy's own answers): made once per
 * language from its messages, which the build has already compiled.
 */

import { createTranslator } from 'next-intl';
import type { Translator } from '@/lib/submissions/form-answer';
import { INTL_CONFIG } from './intl-config';
import type { Locale } from './locales';
import { loadMessages } from './messages';

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
