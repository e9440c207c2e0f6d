// `npm test`: the checks (type check, lint, format), then every Vitest project, then the e2e
// suite on the production build. Prints one final line `N passed, N failed` summed over all
// runners (each check counts as one test) and exits non-zero on any failure. A runner that
// crashes, or produces no readable report, counts as a failure, never as zero tests. A failed
// check stops the run before the long runners, so CI fails fast.
//   node scripts/run-tests.mjs [--only checks|vitest|e2e]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkResult,
  countPlaywright,
  countVitest,
  notRun,
  settle,
  summarize,
} from './test-summary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const summaryDir = join(root, '.test-summary');
const files = {
  vitest: join(summaryDir, 'vitest.json'),
  e2e: join(summaryDir, 'e2e.json'),
  summary: join(summaryDir, 'summary.json'),
};
const STAGES = ['checks', 'vitest', 'e2e'];

/** The package.json scripts run as checks: their definitions stay in one place. */
const CHECKS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
];

function parseArgs(argv) {
  const index = argv.indexOf('--only');
  const only = index === -1 ? undefined : argv[index + 1];
  if (index !== -1 && !STAGES.includes(only)) {
    console.error('Usage: node scripts/run-tests.mjs [--only checks|vitest|e2e]');
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

/** Runs a package.json script with its output held back, so checks run side by side legibly. */
function runQuiet(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) =>
      resolve({ code: 1, output: `Could not start npm: ${error.message}` }),
    );
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * The checks run concurrently (CI has two cores; the type check and ESLint are single-threaded),
 * each one's output printed whole when it ends.
 */
async function runChecks() {
  console.log(`Checks: ${CHECKS.map((check) => check.name).join(', ')}`);
  return Promise.all(
    CHECKS.map(async ({ name, script }) => {
      const started = Date.now();
      const { code, output } = await runQuiet(script);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `\n${name} (npm run ${script}): ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`,
      );
      if (output.trim()) console.log(output.trimEnd());
      return checkResult(name, code);
    }),
  );
}

async function runVitest() {
  const code = await run(process.execPath, [
    binOf('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    // Where the time went, per project and per file, set-up included (docs/testing.md).
    '--reporter=./scripts/vitest-timings.ts',
    `--outputFile.json=${files.vitest}`,
  ]);
  return settle('vitest', code, countVitest(readJson(files.vitest)));
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
  return settle('e2e', code, countPlaywright(readJson(files.e2e)));
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
  const runs = (stage) => only === undefined || only === stage;
  mkdirSync(summaryDir, { recursive: true });
  for (const file of Object.values(files)) rmSync(file, { force: true });

  const results = [];
  if (runs('checks')) results.push(...(await runChecks()));
  const checksFailed = results.some((r) => r.failed > 0);
  for (const [stage, runner] of [
    ['vitest', runVitest],
    ['e2e', runE2e],
  ]) {
    if (!runs(stage)) continue;
    results.push(checksFailed ? notRun(stage, 'a check failed') : await runner());
  }

  const summary = summarize(results);
  const { lines, ...totals } = summary;
  writeFileSync(files.summary, `${JSON.stringify({ ...totals, runners: results }, null, 2)}\n`);
  console.log('\nTest summary');
  for (const line of lines) console.log(line);
  process.exit(summary.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
