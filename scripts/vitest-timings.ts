// A Vitest reporter that shows where a run's time goes, per project and per test file, including
// what the JSON reporter leaves out: a file's environment (jsdom), its setup files, its imports
// and its beforeAll hooks (a server file's database). `npm test` adds it (scripts/run-tests.mjs);
// by hand: npx vitest run --reporter=default --reporter=./scripts/vitest-timings.ts [files]
// It writes .test-summary/vitest-timings.json and prints the table at the end of the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTiming {
  project: string;
  file: string;
  /** Everything the worker spent on the file, in ms: the sum of the parts below. */
  total: number;
  environment: number;
  prepare: number;
  setup: number;
  import: number;
  /** Tests and hooks (beforeAll included). */
  tests: number;
}

const PARTS = ['environment', 'prepare', 'setup', 'import', 'tests'] as const;
const root = join(import.meta.dirname, '..');
const output = join(root, '.test-summary', 'vitest-timings.json');
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function timingOf(module: TestModule): FileTiming {
  const d = module.diagnostic();
  const parts = {
    environment: d.environmentSetupDuration,
    prepare: d.prepareDuration,
    setup: d.setupDuration,
    import: d.collectDuration,
    tests: d.duration,
  };
  return {
    project: module.project.name,
    file: relative(root, module.moduleId),
    total: PARTS.reduce((sum, part) => sum + parts[part], 0),
    ...parts,
  };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}

export default class TimingsReporter implements Reporter {
  private started = Date.now();

  onTestRunStart(): void {
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files = modules.map(timingOf).sort((a, b) => b.total - a.total);
    const projects = new Map<string, FileTiming>();
    for (const file of files) {
      const sum = projects.get(file.project) ?? {
        project: file.project,
        file: '',
        total: 0,
        environment: 0,
        prepare: 0,
        setup: 0,
        import: 0,
        tests: 0,
      };
      sum.total += file.total;
      for (const part of PARTS) sum[part] += file[part];
      projects.set(file.project, sum);
    }
    const wall = Date.now() - this.started;
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(
      output,
      `${JSON.stringify({ wallMs: wall, projects: [...projects.values()], files }, null, 2)}\n`,
    );

    const header = ['', 'files', 'worker s', ...PARTS];
    const count = (project: string) => files.filter((f) => f.project === project).length;
    const projectRows = [...projects.values()]
      .sort((a, b) => b.total - a.total)
      .map((p) => [
        p.project,
        String(count(p.project)),
        seconds(p.total),
        ...PARTS.map((part) => seconds(p[part])),
      ]);
    const slowest = files
      .slice(0, 15)
      .map((f) => [
        `${f.project} ${f.file}`,
        '',
        seconds(f.total),
        ...PARTS.map((part) => seconds(f[part])),
      ]);
    console.log(
      `\nVitest time per project (seconds of worker time; the run took ${seconds(wall)} s of wall time)\n` +
        `${table([header, ...projectRows])}\n\nSlowest files\n${table([header, ...slowest])}\n` +
        `All files: ${relative(root, output)}\n`,
    );
  }
}
