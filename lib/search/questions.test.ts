import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faqFor } from '@/lib/content/views';
import { validateContent } from '@/lib/content/check';
import { CONTENT_FILES, type ContentFileName } from '@/lib/content/schemas';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { searchIndex } from './engine';
import { createSearchIndex } from './fulltext';
import { questionDocuments } from './questions';

const content = validateContent(
  Object.fromEntries((Object.keys(CONTENT_FILES) as ContentFileName[]).map((name) => [name, JSON.parse(readFileSync(`content/${name}.json`, 'utf8'))])),
).data!;
const topicTitles = (locale: Locale) => new Map(content.faq.topics.map((topic) => [topic.id, topic.title[locale]]));
const documents = (locale: Locale) => questionDocuments(faqFor(content, 'help_center', locale), topicTitles(locale));
const ids = (locale: Locale, query: string) => searchIndex(createSearchIndex(locale, documents(locale)), query).map((hit) => hit.id);
/** The example in the search box's placeholder ("For example: refund" → "refund"). */
const placeholderExample = (locale: Locale) => {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { HelpCenter: { filterPlaceholder: string } };
  return messages.HelpCenter.filterPlaceholder.split(': ')[1]!;
};

describe('questionDocuments', () => {
  it('is the question, its topic and the answer', () => {
    const [document] = questionDocuments([{ id: 'q', topic: 't', question: 'Why?', answer: 'Because.' }], new Map([['t', 'Topic']]));
    expect(document).toEqual({ id: 'q', type: 'question', title: 'Why?', subtitle: 'Topic', text: 'Because.' });
  });
});

describe('help centre search', () => {
  it.each(LOCALES)('%s: the placeholder example finds the question about refunds', (locale) => {
    expect(ids(locale, placeholderExample(locale))).toContain('refund-unused-budget');
  });

  it('English: "refunds" finds what "refund" finds, the questions that say "refunded" among them', () => {
    const refund = ids('en', 'refund');
    expect(refund).toEqual(expect.arrayContaining(['refund-unused-budget', 'result-guarantee', 'result-disputes']));
    expect(ids('en', 'refunds').sort()).toEqual([...refund].sort());
  });

  it('Russian: a form of a word finds the questions that use another', () => {
    // "возвращается" in the answers; "возвращаются" is another form of the same verb.
    expect(ids('ru', 'возвращаются')).toEqual(expect.arrayContaining(['refund-unused-budget', 'result-guarantee', 'result-disputes']));
  });

  it('Kazakh and Georgian: the start of a word finds its longer forms', () => {
    expect(ids('kk', 'қайтару')).toContain('refund-unused-budget'); // "қайтаруға"
    expect(ids('ka', 'ბიუჯეტ')).toContain('refund-unused-budget'); // "ბიუჯეტის"
  });

  it('finds nothing for nonsense or for an empty query', () => {
    for (const locale of LOCALES) expect(ids(locale, 'zzzzqqq')).toEqual([]);
    expect(ids('en', '')).toEqual([]);
  });
});
