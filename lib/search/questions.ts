import type { SearchDocument } from './engine';

type Question = { id: string; topic?: string; question: string; answer: string };

/**
 * What the help centre's search knows of each question: the question, its topic's title and the
 * answer. The topic's title counts because a question is about its topic even where its own words
 * differ: "возврат" finds the questions under "Оплата и возвраты", one of which only says "вернуть".
 * Kept apart from documents.ts, which reads the server's content, as the help centre builds these
 * in the browser.
 */
export function questionDocuments(items: readonly Question[], topicTitles: ReadonlyMap<string, string>): SearchDocument[] {
  return items.map((item) => ({ id: item.id, type: 'question', title: item.question, subtitle: topicTitles.get(item.topic ?? '') ?? '', text: item.answer }));
}
