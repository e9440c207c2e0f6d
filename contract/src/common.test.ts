import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { loginBodySchema } from './auth';
import {
  allergyListQuerySchema,
  conditionRegisterSchema,
  medicationListQuerySchema,
  medicationRegisterSchema,
} from './catalogs';
import {
  CONTROL_CHARACTER_MESSAGE,
  MAX_PAGE,
  paginationQuerySchema,
  freeText,
  text,
} from './common';
import { hospitalCreateSchema, hospitalListQuerySchema } from './hospitals';
import { npiQuerySchema } from './npi';
import { physicianCreateSchema, physicianListQuerySchema } from './physicians';

const issues = (schema: ZodTypeAny, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('text()', () => {
  it('refuses NUL and the other C0 control characters', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f]) {
      const value = `Pr${String.fromCharCode(code)}be`;
      expect(text().safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('accepts tab, line feed and carriage return, and any printable script', () => {
    for (const value of ['a\tb', 'line 1\nline 2', 'line 1\r\nline 2', 'Zoë 東京 ☺', '']) {
      expect(text().parse(value)).toBe(value);
    }
  });

  it('keeps the length rule of free text', () => {
    expect(freeText().safeParse('x'.repeat(256)).error?.issues[0]?.message).toBe(
      'String must contain at most 255 character(s)',
    );
  });
});

describe('every string input refuses control characters', () => {
  const nul = 'Pr\u0000be';
  const cases: [string, ZodTypeAny, unknown, string][] = [
    ['physician body', physicianCreateSchema, { firstName: nul }, 'firstName'],
    ['physician phone', physicianCreateSchema, { phone: nul }, 'phone'],
    ['physician search', physicianListQuerySchema, { physician: nul }, 'physician'],
    ['hospital body', hospitalCreateSchema, { name: nul }, 'name'],
    ['hospital search', hospitalListQuerySchema, { hospital: '\u0000' }, 'hospital'],
    ['hospital filter', hospitalListQuerySchema, { physicianId: '\u0000' }, 'physicianId'],
    ['allergy search', allergyListQuerySchema, { allergy: '\u0000' }, 'allergy'],
    ['medication search', medicationListQuerySchema, { medication: nul }, 'medication'],
    ['medication body', medicationRegisterSchema, { name: 'x', altNames: nul }, 'altNames'],
    ['condition body', conditionRegisterSchema, { name: nul }, 'name'],
    ['npi query', npiQuerySchema, { name: nul, state: 'CA' }, 'name'],
    ['login', loginBodySchema, { email: 'a\u0000@b.org', password: 'x' }, 'email'],
  ];
  it.each(cases)('%s', (_label, schema, input, path) => {
    expect(issues(schema, input)).toContainEqual([path, CONTROL_CHARACTER_MESSAGE]);
  });
});

describe('paginationQuerySchema', () => {
  it('bounds page to the integer range, with Zod 3 wording', () => {
    expect(paginationQuerySchema.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
    expect(issues(paginationQuerySchema, { page: String(MAX_PAGE + 1) })).toEqual([
      ['page', `Number must be less than or equal to ${MAX_PAGE}`],
    ]);
    expect(issues(paginationQuerySchema, { page: '99999999999999999999999' })).toEqual([
      ['page', `Number must be less than or equal to ${MAX_PAGE}`],
    ]);
    expect(issues(paginationQuerySchema, { page: '0' })).toEqual([
      ['page', 'Number must be greater than 0'],
    ]);
  });
});
