/**
 * The messages UnderDevelopmentButton reads, which its server part puts in scope. Here, not in the island's
 * module: what a client module exports is only a reference on the server.
 */
export const UNDER_DEVELOPMENT_MESSAGES = ['Common.underDevelopment'];
