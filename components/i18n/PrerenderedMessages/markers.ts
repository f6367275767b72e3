/** The attribute that marks HTML React leaves alone (PrerenderedMessages), for PlainLinks. */
export const PRERENDERED_MESSAGES = { attribute: 'data-prerendered-messages', selector: '[data-prerendered-messages]' } as const;
