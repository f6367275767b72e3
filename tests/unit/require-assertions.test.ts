import type { TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { describe, expect, it, vi } from 'vitest';
import RequireAssertions, { isTestsOwnAssertion } from '../support/require-assertions';

const step = (category: string, parent?: TestStep): TestStep => ({ category, parent, title: category, titlePath: () => [], steps: [] }) as unknown as TestStep;
const testCase = (title: string): TestCase =>
  ({ titlePath: () => ['', 'desktop', 'a.spec.ts', title], location: { file: 'a.spec.ts', line: 3, column: 1 } }) as unknown as TestCase;
const result = (status: TestResult['status']): TestResult => ({ status }) as TestResult;

describe('the reporter that requires assertions (Playwright has no expect.hasAssertions)', () => {
  it("counts an expect in the test's body or its steps, not one in a fixture or a hook", () => {
    expect(isTestsOwnAssertion(step('expect'))).toBe(true);
    expect(isTestsOwnAssertion(step('expect', step('test.step')))).toBe(true);
    expect(isTestsOwnAssertion(step('expect', step('fixture')))).toBe(false);
    expect(isTestsOwnAssertion(step('expect', step('test.step', step('hook'))))).toBe(false);
    expect(isTestsOwnAssertion(step('pw:api'))).toBe(false);
  });

  it('fails a passing run that has a test without an assertion, naming it', async () => {
    const reporter = new RequireAssertions();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [checked, unchecked, checkedInFixtureOnly, failed] = [result('passed'), result('passed'), result('passed'), result('failed')];
    reporter.onStepEnd(testCase('checked'), checked, step('expect'));
    reporter.onStepEnd(testCase('fixture only'), checkedInFixtureOnly, step('expect', step('fixture')));
    reporter.onTestEnd(testCase('checked'), checked);
    reporter.onTestEnd(testCase('clicks only'), unchecked);
    reporter.onTestEnd(testCase('fixture only'), checkedInFixtureOnly);
    reporter.onTestEnd(testCase('failed anyway'), failed);
    expect(await reporter.onEnd({ status: 'passed' } as never)).toEqual({ status: 'failed' });
    const printed = String(error.mock.calls[0]?.[0]);
    expect(printed).toContain('2 test(s) passed without an assertion');
    expect(printed).toContain('desktop › a.spec.ts › clicks only (a.spec.ts:3)');
    expect(printed).toContain('fixture only');
    expect(printed).not.toContain('failed anyway');
  });

  it('leaves a run whose every test asserted as it was', async () => {
    const reporter = new RequireAssertions();
    const passed = result('passed');
    reporter.onStepEnd(testCase('checked'), passed, step('expect'));
    reporter.onTestEnd(testCase('checked'), passed);
    expect(await reporter.onEnd({ status: 'passed' } as never)).toBeUndefined();
  });
});
