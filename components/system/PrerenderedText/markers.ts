/** The attribute that marks HTML React leaves alone (PrerenderedText), for PlainLinks. */
export const PRERENDERED_TEXT = { attribute: 'data-prerendered-text', selector: '[data-prerendered-text]' } as const;
