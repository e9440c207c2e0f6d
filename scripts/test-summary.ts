// How `npm test` (scripts/run-tests.mjs) reads each runner's report and sums them up. Kept apart
// from the runner so a unit test can feed it fixture reports; imported by the runner through
// Node 24's type stripping, so keep it erasable TypeScript with no imports.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed, then passed on a retry: counted in `passed`, and named here. */
  flaky?: string[];
}

export interface Result extends Counts {
  name: string;
  note?: string;
}

/** A runner's counts, with a crash (non-zero exit and no failed test to explain it) as one failure. */
export function settle(name: string, exitCode: number, counts: Counts | undefined): Result {
  if (!counts) return { name, passed: 0, failed: 1, skipped: 0, note: 'crashed: no report' };
  if (exitCode !== 0 && counts.failed === 0) {
    return { name, ...counts, failed: 1, note: `exited with ${exitCode} without a failed test` };
  }
  if (exitCode === 0 && counts.failed > 0)
    return { name, ...counts, note: 'exit 0 despite failures' };
  return { name, ...counts };
}

/** A check (type check, lint, format) counts as one test: one pass, or one failure. */
export const checkResult = (name: string, exitCode: number): Result =>
  exitCode === 0
    ? { name, passed: 1, failed: 0, skipped: 0 }
    : { name, passed: 0, failed: 1, skipped: 0, note: `exited with ${exitCode}` };

/** A runner that never started because an earlier step failed: not a pass, not a failure. */
export const notRun = (name: string, reason: string): Result => ({
  name,
  passed: 0,
  failed: 0,
  skipped: 0,
  note: `not run: ${reason}`,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' ? value : fallback;

/** Vitest's JSON report, or undefined when it is not one. */
export function countVitest(report: unknown): Counts | undefined {
  if (!isRecord(report) || typeof report.numTotalTests !== 'number') return undefined;
  // A file that fails to load has no failed test in it, yet it is a failure.
  const brokenFiles = arrayOf(report.testResults).filter(
    (file) =>
      isRecord(file) &&
      file.status === 'failed' &&
      !arrayOf(file.assertionResults).some((test) => isRecord(test) && test.status === 'failed'),
  ).length;
  return {
    passed: numberOr(report.numPassedTests, 0),
    failed: numberOr(report.numFailedTests, 0) + brokenFiles,
    skipped: numberOr(report.numPendingTests, 0) + numberOr(report.numTodoTests, 0),
  };
}

/** `file › describe › title` of every test Playwright marks flaky, walking nested suites. */
function flakyTests(suites: unknown[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    if (!isRecord(suite)) return [];
    // A file's own suite is titled with the file: the path says it once, at the front.
    const path = typeof suite.title === 'string' && suite.title !== suite.file ? [suite.title] : [];
    const inner = [...titles, ...path];
    const specs = arrayOf(suite.specs).flatMap((spec) => {
      if (!isRecord(spec)) return [];
      const isFlaky = arrayOf(spec.tests).some((test) => isRecord(test) && test.status === 'flaky');
      return isFlaky ? [[String(spec.file), ...inner, String(spec.title)].join(' › ')] : [];
    });
    return [...specs, ...flakyTests(arrayOf(suite.suites), inner)];
  });
}

/**
 * Playwright's JSON report, or undefined when it is not one. Errors outside tests (the web
 * server failed, a spec did not load) count as one failure each.
 */
export function countPlaywright(report: unknown, testDir = 'e2e'): Counts | undefined {
  if (!isRecord(report) || !isRecord(report.stats)) return undefined;
  const { stats } = report;
  if (typeof stats.expected !== 'number') return undefined;
  const flaky = flakyTests(arrayOf(report.suites)).map((name) => `${testDir}/${name}`);
  return {
    passed: stats.expected + numberOr(stats.flaky, 0),
    failed: numberOr(stats.unexpected, 0) + arrayOf(report.errors).length,
    skipped: numberOr(stats.skipped, 0),
    ...(flaky.length > 0 ? { flaky } : {}),
  };
}

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  flaky: string[];
  lines: string[];
}

/** The totals and the lines printed under "Test summary"; the last is `N passed, N failed`. */
export function summarize(results: Result[]): Summary {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const skipped = results.reduce((sum, r) => sum + r.skipped, 0);
  const flaky = results.flatMap((r) => r.flaky ?? []);
  const lines = results.map((r) => {
    const flakyCount = r.flaky?.length ? `, ${r.flaky.length} of them flaky` : '';
    const note = r.note ? ` (${r.note})` : '';
    return `  ${r.name}: passed ${r.passed}${flakyCount} / failed ${r.failed} / skipped ${r.skipped}${note}`;
  });
  if (flaky.length > 0) {
    lines.push(`  flaky (failed, then passed on a retry): ${flaky.length}`);
    lines.push(...flaky.map((name) => `    ${name}`));
  }
  if (skipped > 0) lines.push(`  skipped in total: ${skipped}`);
  lines.push(`${passed} passed, ${failed} failed`);
  return { passed, failed, skipped, flaky, lines };
}
