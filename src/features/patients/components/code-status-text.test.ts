import { describe, expect, it } from 'vitest';
import { codeStatusValues } from '@contract/enums';
import { createTestI18n } from '@/testing/i18n';
import { codeStatusText } from './code-status-text';

describe('codeStatusText', () => {
  const { t } = createTestI18n();

  it.each([
    ['DNR', 'DNR — Do not resuscitate'],
    ['DNI', 'DNI — Do not intubate'],
    ['DNR_DNI', 'DNR/DNI — Do not resuscitate, do not intubate'],
    ['COMFORT', 'Comfort Care — Comfort measures only'],
    ['FULL', 'Full Code — Attempt resuscitation'],
  ] as const)('shows %s as its code with its meaning', (code, text) => {
    expect(codeStatusText(t, code)).toBe(text);
  });

  it('never shows a raw enum value', () => {
    for (const code of codeStatusValues) {
      expect(codeStatusText(t, code)).not.toContain('_');
    }
  });
});
