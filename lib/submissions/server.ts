/**
 * The API's routes: one handler per form, sharing the server's store (shared-store.ts) and one
 * rate limiter, created on first use.
 */

import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { addressFactsOf, judgeOrigin } from '@/lib/http/origin';
import { rejectOtherMethods } from '@/lib/http/request-guard';
import type { SubmissionKind } from '@/lib/forms/schemas';
import { DATA_CSP } from '@/lib/security/csp';
import { securityHeaderRecord } from '@/lib/security/headers';
import type { Translator } from '@/lib/i18n/translator';
import { formAnswerPage, wayBack } from './form-answer';
import { createSubmissionHandler, type FormAnswerRenderer } from './handler';
import { RateLimiter } from './rate-limit';
import { getStore } from './shared-store';
import { createStatusHandler, STATUS_LOOKUPS_PER_MINUTE } from './status-endpoint';
import { createCalendarHandler, createCustomerActionHandler, CUSTOMER_ACTIONS_PER_MINUTE } from '@/lib/submissions/action-endpoint';

type Shared = {
  limiter?: RateLimiter;
  handlers?: Map<SubmissionKind, (request: Request) => Promise<Response>>;
  status?: (request: Request) => Promise<Response>;
  actions?: (request: Request) => Promise<Response>;
  calendar?: (request: Request) => Promise<Response>;
};
const globalState = globalThis as { __submissions?: Shared };
globalState.__submissions ??= {};
const shared = globalState.__submissions;

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
      siteUrl: config.siteUrl,
      allowedOrigins: config.allowedOrigins,
      formAnswer: renderFormAnswer,
      knownExperts: new Set(content.experts.experts.map((expert) => expert.id)),
      knownServices: new Set(content.services.services.map((service) => service.id)),
    });
    shared.handlers.set(kind, handler);
  }
  return handler;
}

/** The page a form posted without script gets back, in its language, with the site's offices to turn to. */
const renderFormAnswer: FormAnswerRenderer = async ({ kind, status, outcome, request, locale: formLocale }) => {
  const config = getConfig();
  const rule = originRuleOf(config);
  // The Referer's origin is judged as a posting page's would be: the site's own, at any of its addresses.
  const facts = addressFactsOf(request);
  const { locale, backHref, homeHref } = wayBack(request.headers.get('referer'), (origin) => judgeOrigin(origin, facts, rule).allowed, formLocale);
  const t = (await getTranslations({ locale })) as unknown as Translator;
  const contacts = getContent().offices.offices.map((office) => ({ city: office.city[locale], email: office.email, phone: office.phone }));
  const html = formAnswerPage({ kind, lang: locale, outcome, t, backHref, homeHref, contacts });
  return new Response(html, {
    status,
    headers: {
      ...securityHeaderRecord({ https: config.https, csp: DATA_CSP }),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
};

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

/** The status link's lookup: POST only, like the forms' routes, with its own rate limit. */
export function statusRoute() {
  const handler = (request: Request) => {
    if (!shared.status) {
      const config = getConfig();
      shared.status = createStatusHandler({
        store: getStore,
        rateLimiter: new RateLimiter(STATUS_LOOKUPS_PER_MINUTE),
        trustProxy: config.trustProxy,
        https: config.https,
        content: getContent(),
      });
    }
    return shared.status(request);
  };
  return { POST: handler, ...rejectOtherMethods({ https: getConfig().https }) };
}

function originRuleOf(config: ReturnType<typeof getConfig>) {
  return { siteOrigin: new URL(config.siteUrl).origin, allowedOrigins: config.allowedOrigins, trustProxy: config.trustProxy };
}

/** A customer's action from their status page (lib/submissions/action-endpoint.ts): POST only, with its own rate limit. */
export function customerActionRoute() {
  const handler = (request: Request) => {
    if (!shared.actions) {
      const config = getConfig();
      shared.actions = createCustomerActionHandler({
        database: async () => (await getStore()).database,
        // Off with the forms' own (SUBMISSIONS_RATE_LIMIT=0, as the end-to-end tests run it).
        rateLimiter: new RateLimiter(config.submissionsRateLimit > 0 ? CUSTOMER_ACTIONS_PER_MINUTE : 0),
        trustProxy: config.trustProxy,
        https: config.https,
        originRule: originRuleOf(config),
        mail: Boolean(config.mail),
      });
    }
    return shared.actions(request);
  };
  return { POST: handler, ...rejectOtherMethods({ https: getConfig().https }) };
}

/** "Add to calendar" on the status page: the meeting's file, for a token in the body. */
export function calendarRoute() {
  const handler = (request: Request) => {
    if (!shared.calendar) {
      const config = getConfig();
      shared.calendar = createCalendarHandler({
        store: getStore,
        rateLimiter: new RateLimiter(STATUS_LOOKUPS_PER_MINUTE),
        trustProxy: config.trustProxy,
        https: config.https,
        originRule: originRuleOf(config),
        from: config.mail?.from ?? `office@${new URL(config.siteUrl).hostname}`,
      });
    }
    return shared.calendar(request);
  };
  return { POST: handler, ...rejectOtherMethods({ https: getConfig().https }) };
}
