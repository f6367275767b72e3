/**
 * The messages PasskeyButton reads, which its server part puts in scope. Here, not in the island's
 * module: what a client module exports is only a reference on the server.
 */
export const PASSKEY_MESSAGES: Record<'signIn' | 'add', string[]> = {
  signIn: ['Office.signIn.passkey', 'Office.signIn.passkeyFailed'],
  add: ['Office.account.addPasskey', 'Office.account.passkeyFailed', 'Office.account.passkeyAdded'],
};
