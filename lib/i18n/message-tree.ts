/** Picking and merging messages: the browser runs this too (AddedMessages), so it imports nothing. */

/**
 * A tree of messages, as next-intl's providers take it. A message is a string, or the array it is
 * compiled to at build time (next.config.ts), so only a plain object is a namespace.
 */
export type MessageTree = { [key: string]: unknown };

const isNamespace = (value: unknown): value is MessageTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The messages at these paths, in the shape of the whole: a namespace ('Search') or a path into
 * one ('Pages.experts.nav'), where an island needs a few messages of a large namespace.
 */
export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  let picked: MessageTree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let value: unknown = messages;
    for (const key of keys) value = isNamespace(value) ? value[key] : undefined;
    if (value === undefined) throw new Error(`No messages at ${path}`);
    for (const key of keys.toReversed()) value = { [key]: value };
    picked = mergeMessages(picked, value as MessageTree);
  }
  return picked;
}

/** `added` over `base`, namespace into namespace: a scope adds to the messages around it. */
export function mergeMessages(base: MessageTree, added: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const current = merged[key];
    merged[key] = isNamespace(value) && isNamespace(current) ? mergeMessages(current, value) : value;
  }
  return merged;
}
