/**
 * What a suite needs from the machine: PostgreSQL, nginx. Where it is missing, the suite is
 * skipped and the report says why; in CI, where `npm test` installs every one of them, a missing
 * dependency is a failure instead, so that a suite cannot vanish from a green run without a word.
 */

/** The reason to skip, or undefined when `found`; throws in CI, where nothing may be missing. */
export function missingDependency(what: string, found: boolean, howToGetIt: string): string | undefined {
  if (found) return undefined;
  const why = `${what} is not available here (${howToGetIt})`;
  if (process.env.CI) throw new Error(`${why}. In CI every dependency of the suites is installed, so this fails rather than skips.`);
  return why;
}
