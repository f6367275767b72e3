/**
 * How the static profile answers each request: the locations of the nginx configuration as data.
 * scripts/nginx/nginx.ts writes them out; `answerRequest` below plays them as nginx would, so a unit
 * test holds them to the proxy's own rules (lib/i18n/proxy-rules.ts) on one table of cases.
 */

import { SEARCH_ENDPOINTS } from '@/lib/api/endpoints';
import { CATALOG_PARAMS } from '@/lib/routes';
import { CATALOG_ITEM_ROUTES, isPrivateRoutePath, LEGACY_ITEM_LINKS, PRIVATE_ROUTES, REQUEST_TARGET_LINKS } from '@/lib/routes';
import { FILE_KINDS, extensionlessFileType, fileKind, type ResponseKind } from '@/lib/deploy/cache';

export type SiteModel = {
  prefixes: readonly string[];
  defaultPrefix: string;
  /** The pages' paths without a prefix: '/', '/experts', … */
  pages: readonly string[];
  notFoundSegment: string;
  rootRedirect?: { path: string; status: number } | undefined;
  /** Accept-Language detection: unprefixed pages without a language cookie are left to Node. */
  localeDetection: boolean;
  /** The static tree's files with URLs of their own (lib/deploy/static-tree.ts `servedFiles`). */
  files: readonly string[];
};

export type Match = { kind: 'exact'; path: string } | { kind: 'prefix'; path: string } | { kind: 'regex'; pattern: string };

/**
 * What a location does before its answer, in order (nginx `if … return`): a link of before the
 * catalogue's own pages moves there (`legacyItem`, lib/i18n/proxy-rules.ts), a request page that
 * names its item and a catalogue with filters or a page are Node's to render (`nodeRendersArgs`,
 * a pattern of the query), a chosen language redirects, and without
 * a cookie Node may detect the language.
 */
export type Step = { legacyItem: { param: string; target: string } } | { nodeRendersArgs: string } | 'cookie-language-redirect' | 'ask-node-without-cookie';

/** A content id (lib/content/schemas.ts), as nginx matches a query argument against it. */
export const ITEM_ID_PATTERN = '^[a-z0-9]+(?:[-_][a-z0-9]+)*$';

export type Answer =
  | { type: 'page'; document: string; kind: ResponseKind }
  | { type: 'not-found'; document: string; kind: ResponseKind }
  | { type: 'files'; kind: ResponseKind; missing: { document: string; kind: ResponseKind }; contentType?: string }
  | { type: 'redirect'; status: number; location: string; kind: ResponseKind }
  /** Node answers; `cached`: nginx keeps the answer as long as its Cache-Control allows (public ones only). */
  | { type: 'node'; cached?: boolean };

export type Location = { match: Match; steps: Step[]; answer: Answer };

const documentOf = (prefix: string, page: string) => (page === '/' ? `/${prefix}` : `/${prefix}${page}`);
const notFoundOf = (model: SiteModel, prefix: string) => `/${prefix}/${model.notFoundSegment}`;
const alternation = (values: readonly string[]) => values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

export function siteLocations(model: SiteModel): Location[] {
  const languageSteps: Step[] = ['cookie-language-redirect', ...(model.localeDetection ? (['ask-node-without-cookie'] as const) : [])];
  const englishNotFound = { document: notFoundOf(model, model.defaultPrefix), kind: 'unprefixed-not-found' as const };
  const locations: Location[] = [
    // The catalogue's search: answers that depend on their URL alone (lib/search/endpoint.ts).
    ...SEARCH_ENDPOINTS.map((endpoint): Location => ({ match: { kind: 'exact', path: `/api${endpoint}` }, steps: [], answer: { type: 'node', cached: true } })),
    { match: { kind: 'prefix', path: '/api/' }, steps: [], answer: { type: 'node' } },
    { match: { kind: 'exact', path: '/api' }, steps: [], answer: { type: 'node' } },
    // The support office's pages are rendered per request by Node, behind a session; never cached here.
    { match: { kind: 'prefix', path: '/office/' }, steps: [], answer: { type: 'node' } },
    { match: { kind: 'exact', path: '/office' }, steps: [], answer: { type: 'node' } },
    ...FILE_KINDS.map(
      ({ prefix, kind }): Location => ({ match: { kind: 'prefix', path: prefix }, steps: [], answer: { type: 'files', kind, missing: englishNotFound } }),
    ),
  ];
  const legacySteps = (document: string): Step[] =>
    LEGACY_ITEM_LINKS.filter((link) => document.endsWith(link.path)).map((link) => ({
      legacyItem: { param: link.param, target: `${document.slice(0, -link.path.length)}${CATALOG_ITEM_ROUTES[link.type]}/` },
    }));
  const idArgument = ITEM_ID_PATTERN.slice(1, -1);
  const requestSteps = (document: string): Step[] => [
    ...REQUEST_TARGET_LINKS.filter((link) => document.endsWith(link.path)).map((link) => ({ nodeRendersArgs: `(^|&)${link.param}=${idArgument}(&|$)` })),
    ...Object.values(CATALOG_ITEM_ROUTES)
      .filter((list) => document.endsWith(list))
      .map(() => ({ nodeRendersArgs: `(^|&)(${CATALOG_PARAMS.join('|')})=[^&]` })),
    // A status link: Node renders the request it names (lib/routes.ts STATUS_VIEW_PATH).
    ...PRIVATE_ROUTES.filter((route) => document.endsWith(route.path)).map(() => ({ nodeRendersArgs: '(^|&)token(=|&|$)' })),
  ];
  for (const page of model.pages) {
    const root = page === '/' && model.rootRedirect && model.rootRedirect.path !== '/';
    const isPrivate = isPrivateRoutePath(page);
    locations.push({
      match: { kind: 'exact', path: page },
      // A chosen language first (Node would redirect too), then Node renders the request for its item.
      steps: root ? [] : [...legacySteps(page), languageSteps[0]!, ...requestSteps(page), ...languageSteps.slice(1)],
      answer: root
        ? { type: 'redirect', status: model.rootRedirect!.status, location: `${model.rootRedirect!.path}$is_args$args`, kind: 'redirect' }
        : { type: 'page', document: documentOf(model.defaultPrefix, page), kind: isPrivate ? 'private-page' : 'unprefixed-page' },
    });
    for (const prefix of model.prefixes) {
      locations.push({
        match: { kind: 'exact', path: documentOf(prefix, page) },
        steps: [...legacySteps(documentOf(prefix, page)), ...requestSteps(documentOf(prefix, page))],
        answer: { type: 'page', document: documentOf(prefix, page), kind: isPrivate ? 'private-page' : 'prefixed-page' },
      });
    }
  }
  // Next's own rules, before any other. Repeated slashes and backslashes are merged with 308 in one
  // step, which nginx cannot write: such paths, which no link makes, go to Node (nginx keeps them
  // unmerged, `merge_slashes off`). A trailing slash is dropped with 308; a named capture, as the
  // method check's own regex resets $1.
  locations.push({ match: { kind: 'regex', pattern: String.raw`//|\\` }, steps: [], answer: { type: 'node' } });
  locations.push({
    match: { kind: 'regex', pattern: '^(?<without_slash>.+)/$' },
    steps: [],
    answer: { type: 'redirect', status: 308, location: '$without_slash$is_args$args', kind: 'redirect' },
  });
  // The experts' and services' own pages are rendered by Node on their first request, then cached.
  locations.push({
    match: {
      kind: 'regex',
      pattern: `^/(?:(?:${alternation(model.prefixes)})/)?(?:${alternation(Object.values(CATALOG_ITEM_ROUTES).map((path) => path.slice(1)))})/${ITEM_ID_PATTERN.slice(1, -1)}(?:/request)?$`,
    },
    steps: [],
    answer: { type: 'node', cached: true },
  });
  // The other files, each at its own URL (public files, the sitemap, robots.txt): nothing else of
  // the tree is a URL (a page's .html is not), as with `next start`.
  for (const file of model.files) {
    if (FILE_KINDS.some(({ prefix }) => file.startsWith(prefix))) continue;
    const contentType = extensionlessFileType(file);
    locations.push({
      match: { kind: 'exact', path: file },
      steps: [],
      answer: { type: 'files', kind: fileKind(file), missing: englishNotFound, ...(contentType ? { contentType } : {}) },
    });
  }
  for (const prefix of model.prefixes) {
    locations.push({
      match: { kind: 'regex', pattern: `^/${alternation([prefix])}(/|$)` },
      steps: [],
      answer: { type: 'not-found', document: notFoundOf(model, prefix), kind: 'prefixed-not-found' },
    });
  }
  locations.push({ match: { kind: 'prefix', path: '/' }, steps: languageSteps, answer: { type: 'not-found', ...englishNotFound } });
  return locations;
}

/** nginx's choice of location: an exact match; else the longest prefix unless a regex matches. */
export function chooseLocation(locations: readonly Location[], path: string): { location: Location; captures: Record<string, string> } {
  const exact = locations.find((location) => location.match.kind === 'exact' && location.match.path === path);
  if (exact) return { location: exact, captures: {} };
  const prefixes = locations
    .filter(
      (location): location is Location & { match: { kind: 'prefix'; path: string } } =>
        location.match.kind === 'prefix' && path.startsWith(location.match.path),
    )
    .sort((a, b) => b.match.path.length - a.match.path.length);
  // Longer prefixes than '/' stop the regex search (nginx `^~`).
  if (prefixes[0] && prefixes[0].match.path !== '/') return { location: prefixes[0], captures: {} };
  for (const location of locations) {
    if (location.match.kind !== 'regex') continue;
    const found = new RegExp(location.match.pattern).exec(path);
    if (found) return { location, captures: { ...found.groups } };
  }
  return { location: prefixes[0]!, captures: {} };
}

export type StaticRequest = {
  method: string;
  path: string;
  query: string;
  /** The NEXT_LOCALE cookie's value, if any. */
  cookie?: string | undefined;
  /** Next's client router headers: `rsc` and `next-router-segment-prefetch`. */
  rsc?: boolean;
  segment?: string | undefined;
  /** Which files the static tree's folders hold (URL paths), for their locations. */
  files?: ReadonlySet<string>;
};

export type StaticAnswer =
  | { status: 200 | 404; file: string; kind: ResponseKind }
  | { status: number; location: string; kind: ResponseKind }
  | { status: 405; allow: string }
  | { node: true };

/** The file a page answers with: its HTML, or what Next's client router asks for. */
export function pageVariant(document: string, { rsc, segment }: Pick<StaticRequest, 'rsc' | 'segment'>): string {
  if (!rsc) return `${document}.html`;
  if (segment && /^(\/[A-Za-z0-9_$-]+)+$/.test(segment)) return `${document}.segments${segment}.segment.rsc`;
  return `${document}.rsc`;
}

/** Plays the locations for one request, as nginx would. */
export function answerRequest(model: SiteModel, request: StaticRequest, locations = siteLocations(model)): StaticAnswer {
  const { location, captures } = chooseLocation(locations, request.path);
  if (location.answer.type === 'node') return { node: true };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, allow: 'GET, HEAD' };
  const args = request.query ? `?${request.query.replace(/^\?/, '')}` : '';
  const cookieLanguage = request.cookie && model.prefixes.includes(request.cookie) && request.cookie !== model.defaultPrefix ? request.cookie : undefined;
  for (const step of location.steps) {
    if (typeof step === 'object' && 'nodeRendersArgs' in step) {
      if (new RegExp(step.nodeRendersArgs).test(args.replace(/^\?/, ''))) return { node: true };
      continue;
    }
    if (typeof step === 'object') {
      const id = new URLSearchParams(args).get(step.legacyItem.param);
      if (id && new RegExp(ITEM_ID_PATTERN).test(id)) return { status: 301, location: `${step.legacyItem.target}${id}`, kind: 'redirect' };
      continue;
    }
    if (step === 'cookie-language-redirect' && cookieLanguage) {
      return {
        status: 302,
        location: request.path === '/' ? `/${cookieLanguage}${args}` : `/${cookieLanguage}${request.path}${args}`,
        kind: 'locale-redirect',
      };
    }
    // A cookie naming any of the languages is a choice made; without one, Node detects.
    if (step === 'ask-node-without-cookie' && !(request.cookie && model.prefixes.includes(request.cookie))) return { node: true };
  }
  const answer = location.answer;
  switch (answer.type) {
    case 'page':
      return { status: 200, file: pageVariant(answer.document, request), kind: answer.kind };
    case 'not-found':
      return { status: 404, file: `${answer.document}.html`, kind: answer.kind };
    case 'files':
      // An exact location is a file of the tree; a folder's location serves what the folder holds.
      return location.match.kind === 'exact' || request.files?.has(request.path)
        ? { status: 200, file: request.path, kind: answer.kind }
        : { status: 404, file: `${answer.missing.document}.html`, kind: answer.missing.kind };
    case 'redirect':
      return {
        status: answer.status,
        location: answer.location.replace(/\$(is_args\$args|[a-z_]+)/g, (_, name: string) => (name === 'is_args$args' ? args : (captures[name] ?? ''))),
        kind: answer.kind,
      };
  }
}
