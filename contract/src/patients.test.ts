import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isFutureDateOfBirth,
  patientCreateSchema,
  patientDisplayName,
  patientIdParamsSchema,
  patientListQuerySchema,
  patientPatchSchema,
  patientSectionSchemas,
} from './patients';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const now = () => new Date('2026-03-10T12:00:00.000Z');
const on = { collectPhi: true, now };
const off = { collectPhi: false, now };
const id = '0B0C2B37-6C1B-4B1A-9E0A-8E5B4E6B2C11';
const enumNull = (values: string) => `Expected ${values}, received null`;
const genders = "'FEMALE' | 'MALE' | 'TRANS_MALE' | 'TRANS_FEMALE' | 'OTHER' | 'UNKNOWN'";
const languages = "'CANTONESE' | 'ENGLISH' | 'MANDARIN' | 'RUSSIAN' | 'SPANISH' | 'TAGALOG'";
const codeStatuses = "'COMFORT' | 'DNR' | 'DNI' | 'DNR_DNI' | 'FULL'";

describe('POST /patients body', () => {
  it('with PHI on requires every register field, in the field table order', () => {
    expect(messages(patientCreateSchema(on).safeParse({}))).toEqual([
      ['id', 'Required'],
      ['firstName', 'Required'],
      ['lastName', 'Required'],
      ['dateOfBirth', 'Invalid date'],
      ['gender', 'Required'],
      ['language', 'Required'],
    ]);
  });

  it('with PHI on refuses null and blank values', () => {
    const result = patientCreateSchema(on).safeParse({
      id: 'nope',
      firstName: null,
      lastName: '  ',
      dateOfBirth: null,
      gender: null,
      language: 'KLINGON',
    });
    expect(messages(result)).toEqual([
      ['id', 'Invalid uuid'],
      ['firstName', 'Required'],
      ['lastName', 'Required'],
      ['dateOfBirth', 'Invalid date'],
      ['gender', enumNull(genders)],
      ['language', `Invalid enum value. Expected ${languages}, received 'KLINGON'`],
    ]);
  });

  it('refuses an impossible date and one after tomorrow (UTC)', () => {
    const body = { id, firstName: 'A', lastName: 'B', gender: 'MALE', language: 'ENGLISH' };
    const schema = patientCreateSchema(on);
    expect(messages(schema.safeParse({ ...body, dateOfBirth: '2001-02-29' }))).toEqual([
      ['dateOfBirth', 'Invalid date'],
    ]);
    expect(messages(schema.safeParse({ ...body, dateOfBirth: '2026-03-12' }))).toEqual([
      ['dateOfBirth', 'Date of birth cannot be in the future'],
    ]);
    expect(schema.parse({ ...body, dateOfBirth: '2026-03-11' }).dateOfBirth).toBe('2026-03-11');
  });

  it('trims strings, blanks the middle name and lower-cases the id', () => {
    expect(
      patientCreateSchema(on).parse({
        id,
        firstName: ' Ada ',
        lastName: 'Lovelace',
        middleName: ' ',
        dateOfBirth: '1815-12-10',
        gender: 'FEMALE',
        language: 'ENGLISH',
        codeStatus: 'DNR',
      }),
    ).toEqual({
      id: id.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      middleName: null,
      dateOfBirth: '1815-12-10',
      gender: 'FEMALE',
      language: 'ENGLISH',
    });
  });

  it('with PHI off needs only the id and drops the PHI unread', () => {
    const parsed = patientCreateSchema(off).parse({
      id,
      firstName: 42,
      dateOfBirth: 'never',
      gender: 'X',
    });
    expect(parsed.id).toBe(id.toLowerCase());
    expect(parsed.firstName).toBeUndefined();
    expect(parsed.dateOfBirth).toBeUndefined();
    expect(parsed.gender).toBeUndefined();
    expect(messages(patientCreateSchema(off).safeParse({ id, language: 'X' }))).toEqual([
      ['language', `Invalid enum value. Expected ${languages}, received 'X'`],
    ]);
    expect(patientCreateSchema(off).parse({ id, language: null }).language).toBeNull();
  });
});

describe('PATCH /patients/:id body', () => {
  it('needs at least one section', () => {
    expect(messages(patientPatchSchema(on).safeParse({ other: 1 }))).toEqual([
      ['', 'At least one field must be provided for update'],
    ]);
  });

  it('refuses clearing a required field with PHI on, and applies the date rule', () => {
    const result = patientPatchSchema(on).safeParse({
      patientData: { firstName: '', lastName: null, dateOfBirth: '', gender: ' ', language: null },
    });
    expect(messages(result)).toEqual([
      ['patientData.firstName', 'Required'],
      ['patientData.lastName', 'Required'],
      ['patientData.dateOfBirth', 'Required'],
      ['patientData.gender', 'Required'],
      ['patientData.language', 'Required'],
    ]);
    expect(
      messages(patientPatchSchema(on).safeParse({ patientData: { dateOfBirth: '2030-01-01' } })),
    ).toEqual([['patientData.dateOfBirth', 'Date of birth cannot be in the future']]);
  });

  it('keeps absent keys absent and ignores relation ids', () => {
    const parsed = patientPatchSchema(on).parse({
      patientData: { middleName: ' ', codeStatusAttached: true, hospitalId: id, id },
    });
    expect(parsed.patientData).toEqual({ middleName: null, codeStatusAttached: true });
  });

  it('with PHI off drops the PHI keys and ignores contactData unread', () => {
    const parsed = patientPatchSchema(off).parse({
      patientData: { firstName: 'X', language: null, dateOfBirth: 'bad' },
      contactData: { phone: 'not a phone' },
    });
    expect(parsed.patientData?.firstName).toBeUndefined();
    expect(parsed.patientData?.language).toBeNull();
    expect(parsed.contactData).toBeNull();
  });

  it('checks the contact phone, and clears blank fields', () => {
    expect(
      messages(patientPatchSchema(on).safeParse({ contactData: { phone: '555-1234' } })),
    ).toEqual([['contactData.phone', 'Phone number must be in format (###) ###-####']]);
    expect(
      patientPatchSchema(on).parse({ contactData: { phone: ' ', firstName: ' Bo ' } }).contactData,
    ).toEqual({ phone: null, firstName: 'Bo' });
  });

  it('reads medicalData: at least one list, item messages, first position kept', () => {
    expect(messages(patientPatchSchema(on).safeParse({ medicalData: {} }))).toEqual([
      ['medicalData', 'At least one medical field must be provided'],
    ]);
    expect(
      messages(
        patientPatchSchema(on).safeParse({
          medicalData: { allergies: [id, 'x'], medications: ['y'], conditions: ['z'] },
        }),
      ),
    ).toEqual([
      ['medicalData.allergies.1', 'Invalid allergy ID format'],
      ['medicalData.medications.0', 'Invalid medication ID format'],
      ['medicalData.conditions.0', 'Invalid condition ID format'],
    ]);
    const other = '11111111-1111-4111-8111-111111111111';
    expect(
      patientPatchSchema(on).parse({ medicalData: { allergies: [id, other, id.toLowerCase()] } })
        .medicalData,
    ).toEqual({ allergies: [id.toLowerCase(), other] });
  });

  it('reads healthcareChoices: "" and null clear, absent stays', () => {
    expect(messages(patientPatchSchema(on).safeParse({ healthcareChoices: {} }))).toEqual([
      ['healthcareChoices', 'At least one healthcare choice field must be provided'],
    ]);
    expect(
      messages(
        patientPatchSchema(on).safeParse({
          healthcareChoices: { hospitalId: 'h', physicianId: 1 },
        }),
      ),
    ).toEqual([
      ['healthcareChoices.hospitalId', 'Invalid hospital ID format'],
      ['healthcareChoices.physicianId', 'Expected string, received number'],
    ]);
    expect(
      patientPatchSchema(on).parse({ healthcareChoices: { hospitalId: '', physicianId: id } })
        .healthcareChoices,
    ).toEqual({ hospitalId: null, physicianId: id.toLowerCase() });
  });

  it('refuses a null codeStatus with the enum message', () => {
    expect(messages(patientPatchSchema(on).safeParse({ codeStatus: null }))).toEqual([
      ['codeStatus', enumNull(codeStatuses)],
    ]);
  });

  it('offers the sections one by one to the editor', () => {
    const sections = patientSectionSchemas(on);
    expect(sections.patientData.safeParse({ firstName: 'Ada' }).success).toBe(true);
    expect(sections.codeStatus.parse('DNR')).toBe('DNR');
  });
});

describe('queries, params and helpers', () => {
  it('reads the list filters, "" meaning none', () => {
    expect(
      patientListQuerySchema.parse({ patient: ' smith ', physicianId: '', hospitalId: id }),
    ).toEqual({ patient: 'smith', physicianId: undefined, hospitalId: id.toLowerCase() });
    expect(messages(patientListQuerySchema.safeParse({ physicianId: 'x' }))).toEqual([
      ['physicianId', 'Invalid uuid'],
    ]);
  });

  it('words a malformed id', () => {
    expect(messages(patientIdParamsSchema.safeParse({ id: 'x' }))).toEqual([
      ['id', 'Invalid patient ID format'],
    ]);
  });

  it('knows real dates and the future', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-2-1')).toBe(false);
    expect(isFutureDateOfBirth('2026-03-11', now())).toBe(false);
    expect(isFutureDateOfBirth('2026-03-12', now())).toBe(true);
  });

  it('names a patient, or shows the id', () => {
    const p = { id, firstName: 'Ada', lastName: 'Lovelace' };
    expect(patientDisplayName(p, true)).toBe('Ada Lovelace');
    expect(patientDisplayName(p, false)).toBe(id);
    expect(patientDisplayName({ id, firstName: null, lastName: null }, true)).toBe(id);
  });
});
