/**
 * The ids a form may send for its choice fields. The labels live in content/choices.json and
 * content/contact-languages.json; a unit test keeps those files and these lists equal, so the
 * schemas need no content (and the browser's form code stays small).
 */
export const CONTACT_LANGUAGE_IDS = ['en', 'ka', 'kk', 'ru', 'tr', 'de'] as const;

export const SUPPORT_THEMES = ['consult', 'cooperation', 'other', 'technical'] as const;

/** The smallest investment an investor request may name (content/facts.json shows the same). */
export const MINIMUM_INVESTMENT_USD = 5000;

export const INDUSTRY_IDS = [
  'it',
  'finance-banking',
  'retail-ecommerce',
  'manufacturing',
  'logistics',
  'education',
  'healthcare',
  'construction-real-estate',
  'tourism-hospitality',
  'agriculture',
  'energy',
  'telecom',
  'media',
  'professional-services',
  'public-sector',
  'non-profit',
  'other',
] as const;

export const COMMUNICATION_TYPE_IDS = ['email', 'phone', 'video-call', 'whatsapp', 'telegram', 'in-person'] as const;
