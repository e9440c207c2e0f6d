import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root (jsdom gives import.meta.url no file: scheme).
const root = `${path.resolve()}/`;
const eslint = new ESLint({ cwd: root });

/** The import-boundary rule eslint.config.js sets for this file, or undefined. */
async function boundaryRule(file: string): Promise<Linter.RuleEntry | undefined> {
  const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
  return config.rules?.['no-restricted-imports'];
}

/** Lints `code` as if it were `file`, with only the boundary rule: the messages it reports. */
async function violations(file: string, code: string): Promise<string[]> {
  const rule = await boundaryRule(file);
  if (rule === undefined) return [];
  const linter = new Linter({ cwd: root });
  const config: Linter.Config[] = [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      rules: { 'no-restricted-imports': rule },
    },
  ];
  return linter.verify(code, config, `${root}${file}`).map((message) => message.message);
}

const hospitalsFile = 'src/features/hospitals/components/example.tsx';
const sharedFile = 'src/components/data-table/example.tsx';

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    "import { physicianQueries } from '@/features/physicians/api/physicians.queries';",
    "import type { PhysicianRecord } from '@/features/physicians/api/physicians.api';",
    "import { physicianQueries } from '../../physicians/api/physicians.queries';",
    "export { physicianQueries } from '@/features/physicians';",
  ])('stops a feature importing another feature: %s', async (code) => {
    expect(await violations(hospitalsFile, code)).toEqual([
      expect.stringMatching(/never import each other/),
    ]);
  });

  it('stops a feature importing the app', async () => {
    expect(await violations(hospitalsFile, "import { appRoutes } from '@/app/router';")).toEqual([
      expect.stringMatching(/never import the app/),
    ]);
  });

  it('lets a feature import itself, by alias or by a path that stays inside it, and shared code', async () => {
    const code = [
      "import { hospitalQueries } from '@/features/hospitals/api/hospitals.queries';",
      "import type { HospitalRecord } from '../api/hospitals.api';",
      "import { HospitalForm } from './hospital-form';",
      "import { DataTable } from '@/components/data-table/data-table';",
      "import { can } from '@contract/permissions';",
    ].join('\n');
    expect(await violations(hospitalsFile, code)).toEqual([]);
  });

  it('counts the climb from the depth of the file', async () => {
    const featureRoot = 'src/features/hospitals/index.ts';
    expect(await violations(featureRoot, "import { x } from '../physicians/x';")).toHaveLength(1);
    expect(await violations(featureRoot, "import { x } from './components/x';")).toEqual([]);
  });

  it.each([
    "import { authKeys } from '@/features/auth/api/auth.queries';",
    "import { authKeys } from '../../features/auth/api/auth.queries';",
    "import { AppProviders } from '@/app/providers';",
    "import { theme } from '../../app/theme';",
  ])('stops shared code importing features or the app: %s', async (code) => {
    expect(await violations(sharedFile, code)).toEqual([
      expect.stringMatching(/Shared code never imports features or the app/),
    ]);
  });

  it('lets shared code import shared code, and lets its tests render the app', async () => {
    const code = [
      "import { QueryFailure } from '../query-state/query-state';",
      "import { notifyError } from '@/lib/notify';",
    ].join('\n');
    expect(await violations(sharedFile, code)).toEqual([]);
    expect(
      await violations(
        'src/components/data-table/example.test.tsx',
        "import { renderApp } from '@/testing/render';\nimport { authKeys } from '@/features/auth/api/auth.queries';",
      ),
    ).toEqual([]);
  });

  it('stops the contract importing the SPA or the server', async () => {
    const file = 'contract/src/example.ts';
    expect(await violations(file, "import { notify } from '@/lib/notify';")).toHaveLength(1);
    expect(await violations(file, "import { x } from '../../server/src/app';")).toHaveLength(1);
    expect(await violations(file, "import { x } from '../../src/lib/dates';")).toHaveLength(1);
    expect(await violations(file, "import { roleAtLeast } from './roles';")).toEqual([]);
  });

  it('leaves the app free to compose features', async () => {
    expect(await boundaryRule('src/app/routes/example.tsx')).toBeUndefined();
  });
});
