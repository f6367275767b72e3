/**
 * What the servers read of the static tree the build wrote (scripts/static-tree/build.ts): the
 * files that are URLs of their own, and the manifest beside the tree (out/deploy.json).
 */

/** The tree's files that are URLs of their own: not a page's HTML, RSC payload or segments. */
export function servedFiles(files: readonly string[]): string[] {
  return files.filter((path) => !/\.(html|rsc)$/.test(path) && !path.includes('.segments/'));
}

/** What the build leaves beside the tree for the servers: per-page policies and the site's rules. */
export type DeployManifest = {
  builtAt: string;
  https: boolean;
  localeDetection: boolean;
  rootRedirect: { path: string; status: number } | undefined;
  /**
   * Each prerendered page's policy, by document; `onDemand`, of the pages rendered on their first
   * request (lib/deploy/page-headers.ts `onDemandPolicy`), with `{nonce}` for the page's nonce.
   */
  csp: { documents: Record<string, string>; fallback: string; onDemand?: string };
  /** Random per build: the on-demand pages' nonces are derived from it. */
  nonceSeed?: string;
  /** The ids of the experts and services the build was made with: a page for any other id is a 404 (proxy.ts). */
  catalogIds?: { expert: string[]; service: string[] };
  /** By page (`/en/experts`), a hash of its HTML: the ETag of its unprefixed URL under `next start`. */
  pageHashes: Record<string, string>;
  files: string[];
};
