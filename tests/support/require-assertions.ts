/**
 * A Playwright reporter that fails the run when a test passed without a single assertion of its
 * own: Playwright has no `expect.hasAssertions()`, and a test that only clicks and navigates
 * passes on a broken site. Assertions in fixtures and hooks (the policy watch of csp-watch.ts runs
 * after every test) do not count: they would make every test look checked.
 */
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/** An expect step written in the test's own body (or a test.step in it), not in a fixture or hook. */
export function isTestsOwnAssertion(step: TestStep): boolean {
  if (step.category !== 'expect') return false;
  for (let parent = step.parent; parent; parent = parent.parent) if (parent.category === 'fixture' || parent.category === 'hook') return false;
  return true;
}

export default class RequireAssertions implements Reporter {
  private readonly asserted = new Set<TestResult>();
  private readonly unasserted: string[] = [];

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    if (isTestsOwnAssertion(step)) this.asserted.add(result);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' && !this.asserted.has(result))
      this.unasserted.push(`${test.titlePath().filter(Boolean).join(' › ')} (${test.location.file}:${test.location.line})`);
    this.asserted.delete(result);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.unasserted.length === 0) return undefined;
    console.error(`\nrequire-assertions: ${this.unasserted.length} test(s) passed without an assertion of their own:\n  ${this.unasserted.join('\n  ')}`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }
}
