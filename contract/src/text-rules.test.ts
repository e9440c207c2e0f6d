import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  HOSPITAL_NAME_MESSAGE,
  NAME_RULE_MESSAGE,
  PHONE_MESSAGE,
  PHYSICIAN_EMAIL_MESSAGE,
  textRules,
} from './reference';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the hospital name rule', () => {
  it.each([
    "St. Joseph's Medical Center",
    'UCSF Medical Center at Mission Bay',
    'Hospital 2',
    'KAISER FOUNDATION HOSPITALS - SAN FRANCISCO',
    'Smith & Jones (North) / East, Inc.',
    'Hôpital Saint-Éloi',
    '北京协和医院',
    'Ab',
    'x'.repeat(100),
  ])('accepts %j', (name) => {
    expect(textRules.hospitalName().safeParse(name).success).toBe(true);
  });

  it.each(['A', 'x'.repeat(101), 'Mercy #2', 'Mercy!', 'Mercy_General', 'Mercy@home', ''])(
    'refuses %j with its message',
    (name) => {
      expect(messageOf(textRules.hospitalName().safeParse(name))).toBe(HOSPITAL_NAME_MESSAGE);
    },
  );

  it('says what it accepts', () => {
    expect(HOSPITAL_NAME_MESSAGE).toMatch(/2 and 100 characters/);
    expect(HOSPITAL_NAME_MESSAGE).toContain(". , ' & ( ) - /");
  });
});

describe('the invite name rule (SPEC §5)', () => {
  it.each(["Mary O'Neil", 'Jean-Luc', 'Al'])('accepts %j', (name) => {
    expect(textRules.inviteName().safeParse(name).success).toBe(true);
  });

  it.each(['A', 'Hospital 2', 'St. Mary', 'x'.repeat(31)])('refuses %j', (name) => {
    expect(messageOf(textRules.inviteName().safeParse(name))).toBe(NAME_RULE_MESSAGE);
  });
});

describe('the e-mail rule', () => {
  it("refuses 'x@y' and 'omar@' with 'Invalid email' (issue 22: one rule for every form)", () => {
    expect(textRules.email().safeParse('dr@clinic.org').success).toBe(true);
    expect(messageOf(textRules.email().safeParse('x@y'))).toBe(EMAIL_MESSAGE);
    expect(messageOf(textRules.email().safeParse('omar@'))).toBe(EMAIL_MESSAGE);
    expect(EMAIL_MESSAGE).toBe('Invalid email');
  });

  it("keeps the physician modal's own message (SPEC §5)", () => {
    expect(messageOf(textRules.email({ message: PHYSICIAN_EMAIL_MESSAGE }).safeParse('x@y'))).toBe(
      'Email is not in valid format',
    );
  });

  it('lets an optional field stay empty but not blank-padded nonsense', () => {
    expect(textRules.email({ isOptional: true }).safeParse('  ').success).toBe(true);
    expect(textRules.email().safeParse('').success).toBe(false);
    expect(textRules.email({ isOptional: true }).safeParse('x y').success).toBe(false);
  });
});

describe('the phone rule', () => {
  it('accepts (415) 555-0100 only, with a translated message when given', () => {
    expect(textRules.phone().safeParse('(415) 555-0100').success).toBe(true);
    expect(messageOf(textRules.phone().safeParse('(415) 555-010'))).toBe(PHONE_MESSAGE);
    expect(messageOf(textRules.phone({ message: 'Bad phone' }).safeParse('4155550100'))).toBe(
      'Bad phone',
    );
    expect(textRules.phone({ isOptional: true }).safeParse('').success).toBe(true);
  });
});
