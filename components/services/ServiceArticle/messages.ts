/**
 * The messages CopyLinkButton reads, which its server part puts in scope. Here, not in the island's
 * module: what a client module exports is only a reference on the server.
 */
export const COPY_LINK_MESSAGES = ['FullCard.copyLink', 'FullCard.linkCopied'];
