'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_PREFIX, isLocalePrefix, tagForPrefix, type Locale } from '@/lib/i18n/locales';
import { firstSegment, localizedPath } from '@/lib/i18n/paths';
import { loadMessages } from '@/lib/i18n/messages';
import styles from './global-error.module.css';

type Text = { title: string; backHome: string };

/**
 * Shown when even the root layout failed. It has no server help, so it reads the language from
 * the URL and loads that language's messages on demand (only then does this code run at all).
 */
export default function GlobalError() {
  const [locale, setLocale] = useState<Locale>('en');
  const [text, setText] = useState<Text | null>(null);

  useEffect(() => {
    const segment = firstSegment(window.location.pathname);
    const tag = tagForPrefix(isLocalePrefix(segment) ? segment : DEFAULT_PREFIX);
    setLocale(tag);
    loadMessages(tag)
      .catch(() => loadMessages('en'))
      .then((messages) => setText(messages.GlobalError));
  }, []);

  return (
    <html lang={locale}>
      <body>
        <main className={styles.page}>
          {text ? (
            <>
              <h1>{text.title}</h1>
              {/* A full page load: the app's own navigation is what just failed. */}
              <a href={localizedPath('/', locale)}>{text.backHome}</a>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
