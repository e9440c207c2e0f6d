import { describe, expect, it } from 'vitest';
import {
  allergyIdParamsSchema,
  allergyListQuerySchema,
  allergyRegisterSchema,
  allergySchema,
  catalogMessages,
  conditionIdParamsSchema,
  conditionListQuerySchema,
  conditionPatchSchema,
  conditionRegisterSchema,
  isBlankName,
  medicationIdParamsSchema,
  medicationListQuerySchema,
  medicationPatchSchema,
  medicationRegisterSchema,
  medicationSeedSchema,
} from './catalogs';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('catalog register bodies', () => {
  it('requires an allergy name and type, with Zod 3 wording', () => {
    expect(messages(allergyRegisterSchema.safeParse({}))).toEqual([
      ['name', 'Required'],
      ['type', 'Required'],
    ]);
  });

  it('names the allowed allergy types and coding systems in message order', () => {
    const result = allergyRegisterSchema.safeParse({
      name: 'Peanut',
      type: 'FOOD',
      system: 'LOINC',
    });
    expect(messages(result)).toEqual([
      ['type', "Invalid enum value. Expected 'DRUG' | 'OTHER', received 'FOOD'"],
      ['system', "Invalid enum value. Expected 'SNOMED' | 'RXNORM' | 'ICD10', received 'LOINC'"],
    ]);
  });

  it('accepts null or absent system and code', () => {
    expect(allergyRegisterSchema.parse({ name: 'Latex', type: 'OTHER', system: null })).toEqual({
      name: 'Latex',
      type: 'OTHER',
      system: null,
    });
  });

  it('limits names and free text to 255 characters', () => {
    const long = 'x'.repeat(256);
    expect(messages(conditionRegisterSchema.safeParse({ name: long, category: long }))).toEqual([
      ['name', 'String must contain at most 255 character(s)'],
      ['category', 'String must contain at most 255 character(s)'],
    ]);
  });

  it('leaves a blank name to the handler, which answers 400', () => {
    const body = medicationRegisterSchema.parse({ name: '   ', altNames: null });
    expect(isBlankName(body.name)).toBe(true);
    expect(isBlankName(' apixaban ')).toBe(false);
  });
});

describe('catalog list queries', () => {
  it('reads page, perPage and the term', () => {
    expect(allergyListQuerySchema.parse({ page: '2', perPage: '10', allergy: 'pea' })).toEqual({
      page: 2,
      perPage: 10,
      allergy: 'pea',
    });
  });

  it('refuses a repeated term key', () => {
    const result = medicationListQuerySchema.safeParse({ medication: ['a', 'b'] });
    expect(messages(result)).toEqual([['medication', 'Expected string, received array']]);
  });

  it('keeps the term as sent and drops unknown keys', () => {
    expect(conditionListQuerySchema.parse({ condition: ' asthma ', other: '1' })).toEqual({
      condition: ' asthma ',
    });
  });

  it('caps perPage at 100', () => {
    const result = conditionListQuerySchema.safeParse({ perPage: '101' });
    expect(messages(result)).toEqual([['perPage', 'Number must be less than or equal to 100']]);
  });
});

describe('catalog shapes', () => {
  it('answers a bad allergy id with the endpoint message and lower-cases a good one', () => {
    expect(messages(allergyIdParamsSchema.safeParse({ id: 'nope' }))).toEqual([
      ['id', 'Invalid allergy ID format'],
    ]);
    expect(allergyIdParamsSchema.parse({ id: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11' }).id).toBe(
      'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
    );
  });

  it('answers bad medication and condition ids with their own messages', () => {
    expect(messages(medicationIdParamsSchema.safeParse({ id: 'nope' }))).toEqual([
      ['id', 'Invalid medication ID format'],
    ]);
    expect(messages(conditionIdParamsSchema.safeParse({ id: '1' }))).toEqual([
      ['id', 'Invalid condition ID format'],
    ]);
  });

  it('takes the register body for a medication or condition rename: name required', () => {
    expect(messages(medicationPatchSchema.safeParse({ altNames: null }))).toEqual([
      ['name', 'Required'],
    ]);
    expect(conditionPatchSchema.parse({ name: 'Asthma' })).toEqual({ name: 'Asthma' });
    expect(conditionPatchSchema.parse({ name: 'Asthma', category: null })).toEqual({
      name: 'Asthma',
      category: null,
    });
  });

  it('words a rename onto an existing name like the notice for adding one', () => {
    expect(catalogMessages.duplicate('Penicillins')).toBe(
      'Penicillins already exists, so nothing was changed.',
    );
  });

  it('parses an allergy as the server sends it', () => {
    const allergy = {
      id: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
      name: 'Penicillins',
      type: 'DRUG',
      system: null,
      code: null,
      createdAt: '2024-04-07T23:53:41.000Z',
      updatedAt: '2024-04-07T23:53:41.000Z',
      createdById: null,
      updatedById: null,
    };
    expect(allergySchema.parse(allergy)).toEqual(allergy);
    expect(allergySchema.safeParse({ ...allergy, type: null }).success).toBe(false);
  });

  it('trims seed names and refuses blank ones', () => {
    expect(
      medicationSeedSchema.parse({ name: ' apixaban ', altNames: null, system: null, code: null })
        .name,
    ).toBe('apixaban');
    expect(
      medicationSeedSchema.safeParse({ name: '  ', altNames: null, system: null, code: null })
        .success,
    ).toBe(false);
  });
});
