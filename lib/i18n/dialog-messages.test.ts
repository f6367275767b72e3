import { describe, expect, it } from 'vitest';
import { DIALOG_NAMESPACES, dialogMessages } from './dialog-messages';

describe("the request dialog's messages", () => {
  it('are the namespaces the form reads, in one language', async () => {
    const messages = await dialogMessages('ka');
    expect(Object.keys(messages)).toEqual([...DIALOG_NAMESPACES]);
    const send = (of: typeof messages) => (of.RequestForm as { send: unknown }).send;
    expect(send(messages)).not.toEqual(send(await dialogMessages('en')));
  });
});
