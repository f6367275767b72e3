import type { Locale } from '@/lib/i18n/locales';
import type messages from './messages/en.json';

// Every `t()` key and every locale value is checked against English and the locale table.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
