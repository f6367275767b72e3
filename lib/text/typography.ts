/**
 * Typography that keeps a number with what it counts: "0 %", "5 000 $", "10 МБ" and "150 млн"
 * never break across lines, in any language. Applied to all content and messages as they load,
 * so editors can type ordinary spaces.
 */
const NBSP = '\u00a0';

/** What may follow a number: percent, currency signs, currencies and magnitudes as the four languages write them, sizes. */
const UNITS = [
  '%',
  '‰',
  '\\$',
  '€',
  '₸',
  '₽',
  '₾',
  'USD',
  'EUR',
  'KZT',
  'RUB',
  'GEL',
  'dollars?',
  'euros?',
  'долл\\.',
  'доллар(?:ов|а|ы)?',
  'евро',
  'рубл(?:ей|я|ь)',
  'тенге',
  'теңге',
  'лари',
  'დოლარ\\p{L}*',
  'ლარ\\p{L}*',
  'ევრო',
  'ტენგე',
  'тыс\\.',
  'млн',
  'млрд',
  'мың',
  'миллион\\p{L}*',
  'миллиард\\p{L}*',
  'ათას\\p{L}*',
  'მლნ',
  'მილიონ\\p{L}*',
  'მილიარდ\\p{L}*',
  'thousand',
  'million',
  'billion',
  'mln',
  'bn',
  'KB',
  'MB',
  'GB',
  'КБ',
  'МБ',
  'ГБ',
  'კბ',
  'მბ',
  'გბ',
].join('|');

// A digit, ordinary spaces, then a unit that ends there (not the start of a longer word).
const NUMBER_THEN_UNIT = new RegExp(`(\\d)[ \\t]+(?=(?:${UNITS})(?![\\p{L}\\p{N}]))`, 'gu');
// A currency sign written before its amount: "$ 100", "€ 5".
const SIGN_THEN_NUMBER = /([$€₸₽₾])[ \t]+(?=\d)/gu;
// Groups of thousands set with ordinary spaces: "10 000 000".
const DIGIT_GROUPS = /(\d)[ \t](?=\d{3}(?!\d))/gu;

export function bindNumbersToUnits(text: string): string {
  if (!/\d/.test(text)) return text;
  return text.replace(DIGIT_GROUPS, `$1${NBSP}`).replace(NUMBER_THEN_UNIT, `$1${NBSP}`).replace(SIGN_THEN_NUMBER, `$1${NBSP}`);
}

/** The same for every string in a tree of messages or content. */
export function bindNumbersInTree<T>(value: T): T {
  if (typeof value === 'string') return bindNumbersToUnits(value) as T;
  if (Array.isArray(value)) return value.map(bindNumbersInTree) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, bindNumbersInTree(inner)])) as T;
  return value;
}

const LANGUAGES = ['en', 'ka', 'kk', 'ru'];
const isLocalized = (value: object) => {
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((language) => keys.includes(language));
};

/**
 * The same for the visitor-facing texts of content (`{ en, ka, kk, ru }` objects) only: ids,
 * dates, phone numbers and URLs elsewhere in the tree stay as they are.
 */
export function bindNumbersInLocalized<T>(value: T): T {
  if (Array.isArray(value)) return value.map(bindNumbersInLocalized) as T;
  if (value && typeof value === 'object') {
    if (isLocalized(value)) return bindNumbersInTree(value);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, bindNumbersInLocalized(inner)])) as T;
  }
  return value;
}
