import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { renderLoginPage } from './login-page';

const english = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', 'public', 'locales', 'en', 'common.json'),
    'utf8',
  ),
) as Record<string, unknown>;

const render = (search?: string) =>
  renderLoginPage({ language: 'en', translations: { en: english }, search }).body;

const patientId = 'de30de30-0002-4000-8000-000000000002';

/** [ours] Issue 25: the first paint of a label's way in has Emergency access beside Log in. */
describe('the server-rendered /login', () => {
  it("offers Emergency access to that label's patient when sent from a label", () => {
    const html = render(`?redirect=${encodeURIComponent(paths.patient.href(patientId))}`);
    expect(html).toMatch(
      new RegExp(
        `<a [^>]*href="${paths.patientEmergency.href(patientId)}"[^>]*>[\\s\\S]*?Emergency access`,
      ),
    );
    expect(html).toContain('Log in');
  });

  it('offers nothing of it on any other way in', () => {
    for (const search of [undefined, '?redirect=%2Fusers', '?redirect=%2Fpatients%2Fnot-an-id'])
      expect(render(search)).not.toContain('/emergency');
    // Another site's address is never a label.
    expect(
      render(`?redirect=${encodeURIComponent(`//evil.example${paths.patient.href(patientId)}`)}`),
    ).not.toContain('/emergency');
  });
});
