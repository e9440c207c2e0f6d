import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@contract/ui-languages';
import { checkLocalesFolder, describeProblems } from './translation-check';

/**
 * Issue 14: every language of public/locales has every file and key English has, with the same
 * placeholders, tags and the plural forms its rules need, and is translated (translation-check.ts;
 * what may stay English is in untranslated.ts).
 */
describe('the translations in public/locales', () => {
  it('are complete in every UI language', () => {
    const problems = checkLocalesFolder(join(process.cwd(), 'public', 'locales'), UI_LANGUAGES);
    expect(problems.length, describeProblems(problems.slice(0, 60))).toBe(0);
  });
});
