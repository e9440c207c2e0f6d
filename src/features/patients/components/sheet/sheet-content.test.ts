import { describe, expect, it } from 'vitest';
import { buildAllergy, buildCondition, buildMedication, buildPatient } from '@/testing/factories';
import { createTestI18n } from '@/testing/i18n';
import { SHEET_LIMITS, sheetColumn, verifiedAtOf } from './sheet-content';

const { t } = createTestI18n();
const now = new Date('2026-11-27T12:00:00Z');

const manyAllergies = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    allergy: buildAllergy({ name: `Allergy ${index}` }),
    reaction: 'HIVES' as const,
    criticality: index === count - 1 ? ('high' as const) : ('low' as const),
  }));

describe('sheetColumn', () => {
  it('caps a long list at the sheet limit and says how many more the record holds', () => {
    const patient = buildPatient({
      allergies: manyAllergies(SHEET_LIMITS.allergies + 3),
      medications: Array.from({ length: SHEET_LIMITS.medications }, (_, index) => ({
        medication: buildMedication({ name: `Medication ${index}` }),
        dose: '5 mg',
      })),
      conditions: [{ condition: buildCondition({ name: 'Asthma' }) }],
    });
    const column = sheetColumn(patient, t, { collectPhi: true, now });
    expect(column.allergies.items).toHaveLength(SHEET_LIMITS.allergies);
    expect(column.allergies.more).toBe('+3 more in the record');
    // The high-risk allergy moves to the top, marked, so a cap never hides it.
    expect(column.allergies.items[0]).toMatchObject({
      name: `Allergy ${SHEET_LIMITS.allergies + 2}`,
      flag: 'High risk',
    });
    expect(column.medications.items).toHaveLength(SHEET_LIMITS.medications);
    expect(column.medications.more).toBeNull();
    expect(column.medications.items[0]?.detail).toBe('5 mg');
  });

  it('says a list is not recorded rather than leaving it blank', () => {
    const patient = buildPatient({ allergies: [], allergiesNoneKnownAt: null });
    expect(sheetColumn(patient, t, { collectPhi: true, now }).allergies.empty).toBe(
      'Allergies not recorded',
    );
  });

  it('shows the signed form decision and the code status it sets', () => {
    const patient = buildPatient({
      codeStatus: 'FULL',
      signedFormKind: 'POLST',
      polstCpr: 'DO_NOT_ATTEMPT',
      polstTreatment: 'COMFORT',
    });
    const column = sheetColumn(patient, t, { collectPhi: true, now });
    expect(column.codeStatus).toContain('Comfort measures only');
    expect(column.isLimitedCode).toBe(true);
    expect(column.signedForm).toContain('POLST');
  });

  it('leaves the emergency contact off while PHI collection is off', () => {
    const column = sheetColumn(buildPatient(), t, { collectPhi: false, now });
    expect(column.contacts.map((contact) => contact.key)).toEqual(['hospital', 'physician']);
  });

  it('shows the verified date only when the record has one', () => {
    const plain = buildPatient();
    expect(sheetColumn(plain, t, { collectPhi: true, now }).verified).toBeNull();
    const verified = { ...plain, verifiedAt: '2026-03-03T10:00:00Z' };
    expect(sheetColumn(verified, t, { collectPhi: true, now }).verified).toBe(
      'Record verified March 3, 2026',
    );
  });
});

describe('verifiedAtOf', () => {
  it('reads a date-time string and nothing else', () => {
    expect(verifiedAtOf({ verifiedAt: '2026-03-03T10:00:00Z' })).toBe('2026-03-03T10:00:00Z');
    expect(verifiedAtOf({ verifiedAt: null })).toBeNull();
    expect(verifiedAtOf({ verifiedAt: 42 })).toBeNull();
    expect(verifiedAtOf({})).toBeNull();
  });
});
