// `npm test`: every Vitest project, then the e2e suite on the production build. Prints one
// final line `N passed, N failed` summed over all runners and exits non-zero on any failure.
// A runner that crashes, or produces no readable report, counts as a failure, never as zero tests.
//   node scripts/run-tests.mjs [--only vitest|e2e]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const summaryDir = join(root, '.test-summary');
const files = {
  vitest: join(summaryDir, 'vitest.json'),
  e2e: join(summaryDir, 'e2e.json'),
  summary: join(summaryDir, 'summary.json'),
};

/** @typedef {{ name: string, passed: number, failed: number, skipped: number, note?: string }} Result */

function parseArgs(argv) {
  const index = argv.indexOf('--only');
  const only = index === -1 ? undefined : argv[index + 1];
  if (index !== -1 && only !== 'vitest' && only !== 'e2e') {
    console.error('Usage: node scripts/run-tests.mjs [--only vitest|e2e]');
    process.exit(2);
  }
  return { only };
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const binOf = (pkg, bin) => join(dirname(require.resolve(`${pkg}/package.json`)), bin);

/** A runner's counts, with a crash (non-zero exit and no failed test to explain it) as one failure. */
function settle(name, exitCode, counts) {
  if (!counts) return { name, passed: 0, failed: 1, skipped: 0, note: 'crashed: no report' };
  if (exitCode !== 0 && counts.failed === 0) {
    return { name, ...counts, failed: 1, note: `exited with ${exitCode} without a failed test` };
  }
  if (exitCode === 0 && counts.failed > 0)
    return { name, ...counts, note: 'exit 0 despite failures' };
  return { name, ...counts };
}

async function runVitest() {
  const code = await run(process.execPath, [
    binOf('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${files.vitest}`,
  ]);
  const report = readJson(files.vitest);
  if (!report || typeof report.numTotalTests !== 'number') return settle('vitest', code, undefined);
  // A file that fails to load has no failed test in it, yet it is a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return settle('vitest', code, {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  });
}

async function runE2e() {
  // Imported here so that a plain `--only vitest` run never needs Playwright.
  const { resolveChromium } = await import('../e2e/chromium.ts');
  const chromium = resolveChromium();
  if (!chromium.found) {
    console.error(`\n${chromium.message}\n`);
    return { name: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'no Chromium' };
  }
  console.log(`\nE2E with Chromium from ${chromium.source}: ${chromium.path}`);

  const built = await run('npm', ['run', 'build']);
  if (built !== 0) return { name: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'build failed' };

  const code = await run(
    process.execPath,
    [binOf('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: files.e2e, CHROMIUM_PATH: chromium.path },
  );
  const report = readJson(files.e2e);
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return settle('e2e', code, undefined);
  // Errors outside tests (web server failed, a spec did not load) count as one failure each.
  const globalErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  return settle('e2e', code, {
    passed: stats.expected + (stats.flaky ?? 0),
    failed: stats.unexpected + globalErrors,
    skipped: stats.skipped ?? 0,
  });
}

async function main() {
  const [major = 0] = process.versions.node.split('.').map(Number);
  if (major < 24) {
    console.error(
      `Node ${process.versions.node}: run this through npm (npm test), which uses Node 24.`,
    );
    process.exit(2);
  }
  const { only } = parseArgs(process.argv.slice(2));
  mkdirSync(summaryDir, { recursive: true });
  for (const file of Object.values(files)) rmSync(file, { force: true });

  /** @type {Result[]} */
  const results = [];
  if (only !== 'e2e') results.push(await runVitest());
  if (only !== 'vitest') results.push(await runE2e());

  const total = results.reduce(
    (sum, r) => ({
      passed: sum.passed + r.passed,
      failed: sum.failed + r.failed,
      skipped: sum.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  writeFileSync(files.summary, `${JSON.stringify({ ...total, runners: results }, null, 2)}\n`);

  console.log('\nTest summary');
  for (const r of results) {
    const note = r.note ? ` (${r.note})` : '';
    console.log(
      `  ${r.name}: passed ${r.passed} / failed ${r.failed} / skipped ${r.skipped}${note}`,
    );
  }
  if (total.skipped > 0) console.log(`  skipped in total: ${total.skipped}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
