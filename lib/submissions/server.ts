/**
 * The server's one store and one rate limiter, created on first use. The SQLite file and its
 * tables appear by themselves under DATA_DIR; PostgreSQL gets its tables the same way.
 */

import { join } from 'node:path';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { rejectOtherMethods } from '@/lib/http/request-guard';
import type { SubmissionKind } from '@/lib/forms/schemas';
import { migrate, openDatabase } from './database';
import { createSubmissionHandler } from './handler';
import { RateLimiter } from './rate-limit';
import { SubmissionStore } from './store';

type Shared = { store?: Promise<SubmissionStore>; limiter?: RateLimiter; handlers?: Map<SubmissionKind, (request: Request) => Promise<Response>> };
const globalState = globalThis as { __submissions?: Shared };
globalState.__submissions ??= {};
const shared = globalState.__submissions;

export function getStore(): Promise<SubmissionStore> {
  shared.store ??= (async () => {
    const config = getConfig();
    const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: join(config.dataDir, 'submissions.sqlite') });
    await migrate(database);
    return new SubmissionStore(database);
  })();
  shared.store.catch(() => {
    shared.store = undefined; // A failed start (database down) is retried by the next request.
  });
  return shared.store;
}

export function submissionHandler(kind: SubmissionKind): (request: Request) => Promise<Response> {
  shared.handlers ??= new Map();
  let handler = shared.handlers.get(kind);
  if (!handler) {
    const config = getConfig();
    const content = getContent();
    shared.limiter ??= new RateLimiter(config.submissionsRateLimit);
    handler = createSubmissionHandler(kind, {
      store: getStore,
      rateLimiter: shared.limiter,
      trustProxy: config.trustProxy,
      allowedOrigins: [new URL(config.siteUrl).origin],
      knownExperts: new Set(content.experts.experts.map((expert) => expert.id)),
      knownServices: new Set(content.services.services.map((service) => service.id)),
    });
    shared.handlers.set(kind, handler);
  }
  return handler;
}

/**
 * A submission route's exports: POST takes the form; every other method is answered 405 with
 * JSON and Allow (OPTIONS with 204 and Allow), instead of Next's empty 405.
 */
export function submissionRoute(kind: SubmissionKind) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: a route's handler, not a React hook
    POST: (request: Request) => submissionHandler(kind)(request),
    ...rejectOtherMethods({ https: getConfig().https }),
  };
}
