import { describe, expect, it } from 'vitest';
import { patientPatchSchema, patientSchema } from './patients';
import { codeStatusOfSignedForm, shownCodeStatus, signedFormMessages } from './signed-form';

const now = () => new Date('2025-06-01T12:00:00Z');

describe('the code-status rule of a signed form', () => {
  it.each([
    [{ signedFormKind: 'DNR_FORM' }, 'DNR'],
    [{ signedFormKind: 'POLST', polstCpr: 'ATTEMPT', polstTreatment: 'FULL' }, 'FULL'],
    [{ signedFormKind: 'POLST', polstCpr: 'ATTEMPT' }, 'FULL'],
    [{ signedFormKind: 'POLST', polstCpr: 'DO_NOT_ATTEMPT' }, 'DNR'],
    [{ signedFormKind: 'POLST', polstCpr: 'DO_NOT_ATTEMPT', polstTreatment: 'FULL' }, 'DNR'],
    [
      { signedFormKind: 'POLST', polstCpr: 'DO_NOT_ATTEMPT', polstTreatment: 'SELECTIVE' },
      'DNR_DNI',
    ],
    [{ signedFormKind: 'POLST', polstCpr: 'DO_NOT_ATTEMPT', polstTreatment: 'COMFORT' }, 'COMFORT'],
    [{ signedFormKind: 'POLST', polstTreatment: 'COMFORT' }, null],
    [{ signedFormKind: 'ADVANCE_DIRECTIVE', polstCpr: 'DO_NOT_ATTEMPT' }, null],
    [{ signedFormKind: 'HEALTH_CARE_POWER_OF_ATTORNEY' }, null],
    [{ polstCpr: 'DO_NOT_ATTEMPT', polstTreatment: 'COMFORT' }, null],
    [{}, null],
  ] as const)('%j decides %s', (form, expected) => {
    expect(codeStatusOfSignedForm(form)).toBe(expected);
  });

  it('shows the form’s code status over the recorded one, else the recorded one', () => {
    expect(
      shownCodeStatus({ codeStatus: 'FULL', signedFormKind: 'POLST', polstCpr: 'DO_NOT_ATTEMPT' }),
    ).toBe('DNR');
    expect(shownCodeStatus({ codeStatus: 'DNI', signedFormKind: 'ADVANCE_DIRECTIVE' })).toBe('DNI');
    expect(shownCodeStatus({ codeStatus: null })).toBeNull();
  });
});

describe('patientData’s signed-form fields', () => {
  const parse = (patientData: Record<string, unknown>, collectPhi = true) =>
    patientPatchSchema({ collectPhi, now }).safeParse({ patientData });

  it('trims, clears blanks, orders and deduplicates the flags', () => {
    const result = parse({
      signedFormKind: 'POLST',
      signedFormDate: ' 2025-03-03 ',
      signedFormLocation: '  ',
      polstCpr: '',
      circumstances: ['LIVES_ALONE', 'OXYGEN', 'LIVES_ALONE'],
      accessInstructions: ' Key under the mat ',
    });
    expect(result.success && result.data.patientData).toEqual({
      signedFormKind: 'POLST',
      signedFormDate: '2025-03-03',
      signedFormLocation: null,
      polstCpr: null,
      circumstances: ['OXYGEN', 'LIVES_ALONE'],
      accessInstructions: 'Key under the mat',
    });
  });

  it('drops the signature date unread with PHI off, and keeps the rest', () => {
    const result = parse({ signedFormDate: 'nonsense', polstCpr: 'DO_NOT_ATTEMPT' }, false);
    expect(result.success && result.data.patientData).toEqual({ polstCpr: 'DO_NOT_ATTEMPT' });
  });

  it.each([
    [{ signedFormDate: '2025-02-30' }, 'Invalid date'],
    [{ signedFormDate: '2025-06-03' }, signedFormMessages.futureSignedDate],
    [
      { polstCpr: 'ATTEMPT', polstTreatment: 'SELECTIVE' },
      signedFormMessages.cprNeedsFullTreatment,
    ],
  ])('refuses %j', (patientData, message) => {
    const result = parse(patientData);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('reads a patient without the fields (the reference) and with them', () => {
    const base = patientSchema.omit({
      signedFormKind: true,
      signedFormDate: true,
      signedFormLocation: true,
      polstCpr: true,
      polstTreatment: true,
      circumstances: true,
      circumstancesNote: true,
      accessInstructions: true,
    });
    expect(Object.keys(patientSchema.shape).length - Object.keys(base.shape).length).toBe(8);
    expect(patientSchema.shape.circumstances.safeParse(undefined).success).toBe(true);
    expect(patientSchema.shape.circumstances.safeParse(['OXYGEN']).success).toBe(true);
    expect(patientSchema.shape.polstCpr.safeParse('SOMETIMES').success).toBe(false);
  });
});
