/**
 * What a text field may hold. Shared by the forms and the API through the schemas, so a visitor
 * sees the same verdict in the browser as the server gives.
 */

/**
 * Characters that draw nothing: white space, zero-width spaces and joiners, soft hyphens,
 * variation selectors, bidirectional marks. A text made only of these is empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;

/** Control characters (C0, DEL, C1). Multi-line fields keep tab, line feed and carriage return. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder
 * what an office worker reads (a file name "invoice‮fdp.exe" shows as "invoiceexe.pdf"). The
 * left-to-right and right-to-left marks, which only nudge punctuation, stay allowed.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** Whether a text holds a control or bidi-override character it may not hold. */
export function hasForbiddenCharacters(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text) || BIDI_CONTROL.test(text);
}
