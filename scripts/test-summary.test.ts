import { describe, expect, it } from 'vitest';
import {
  checkResult,
  countPlaywright,
  countVitest,
  notRun,
  settle,
  summarize,
} from './test-summary';

/** A Playwright JSON report cut down to what the summary reads: one file, one flaky test. */
const playwrightReport = {
  suites: [
    {
      title: 'auth.spec.ts',
      file: 'auth.spec.ts',
      specs: [
        { title: 'signs in', file: 'auth.spec.ts', tests: [{ status: 'expected' }] },
        { title: 'signs out', file: 'auth.spec.ts', tests: [{ status: 'flaky' }] },
      ],
      suites: [
        {
          title: 'two-factor',
          file: 'auth.spec.ts',
          specs: [
            { title: 'asks for a code', file: 'auth.spec.ts', tests: [{ status: 'flaky' }] },
            { title: 'refuses a bad code', file: 'auth.spec.ts', tests: [{ status: 'skipped' }] },
          ],
        },
      ],
    },
  ],
  errors: [],
  stats: { expected: 1, unexpected: 0, flaky: 2, skipped: 1 },
};

describe('countPlaywright', () => {
  it('names every test that passed only on a retry, with its file and describe titles', () => {
    expect(countPlaywright(playwrightReport)).toEqual({
      passed: 3,
      failed: 0,
      skipped: 1,
      flaky: ['e2e/auth.spec.ts › signs out', 'e2e/auth.spec.ts › two-factor › asks for a code'],
    });
  });

  it('counts an error outside any test as a failure', () => {
    const report = { ...playwrightReport, errors: [{ message: 'web server did not start' }] };
    expect(countPlaywright(report)?.failed).toBe(1);
  });

  it('reads a report that is not Playwright’s as no report', () => {
    expect(countPlaywright({ numTotalTests: 3 })).toBeUndefined();
    expect(countPlaywright(undefined)).toBeUndefined();
  });
});

describe('countVitest', () => {
  it('counts a file that failed to load, with no failed test in it, as a failure', () => {
    const report = {
      numTotalTests: 2,
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
        { status: 'failed', assertionResults: [] },
      ],
    };
    expect(countVitest(report)).toEqual({ passed: 2, failed: 1, skipped: 2 });
  });
});

describe('settle', () => {
  it('counts a runner without a report, or a non-zero exit without a failed test, as a failure', () => {
    expect(settle('vitest', 1, undefined)).toMatchObject({ passed: 0, failed: 1 });
    expect(settle('e2e', 1, { passed: 4, failed: 0, skipped: 0 })).toMatchObject({
      passed: 4,
      failed: 1,
    });
  });
});

describe('summarize', () => {
  it('counts each check as one test and ends with the N passed, N failed line', () => {
    const { lines, passed, failed } = summarize([
      checkResult('typecheck', 0),
      checkResult('lint', 0),
      checkResult('format', 2),
      notRun('vitest', 'a check failed'),
    ]);
    expect([passed, failed]).toEqual([2, 1]);
    expect(lines).toContain('  format: passed 0 / failed 1 / skipped 0 (exited with 2)');
    expect(lines).toContain('  vitest: passed 0 / failed 0 / skipped 0 (not run: a check failed)');
    expect(lines.at(-1)).toBe('2 passed, 1 failed');
  });

  it('names the flaky tests under the runners instead of counting them silently', () => {
    const e2e = settle('e2e', 0, countPlaywright(playwrightReport));
    const { lines, flaky } = summarize([checkResult('lint', 0), e2e]);
    expect(flaky).toHaveLength(2);
    expect(lines).toEqual([
      '  lint: passed 1 / failed 0 / skipped 0',
      '  e2e: passed 3, 2 of them flaky / failed 0 / skipped 1',
      '  flaky (failed, then passed on a retry): 2',
      '    e2e/auth.spec.ts › signs out',
      '    e2e/auth.spec.ts › two-factor › asks for a code',
      '  skipped in total: 1',
      '4 passed, 0 failed',
    ]);
  });
});
