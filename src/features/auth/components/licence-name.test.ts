import { describe, expect, it } from 'vitest';
import { splitLicenceName } from './licence-name';

describe('splitLicenceName', () => {
  it.each([
    ['Koo, Chih Ren Nicholas', { lastName: 'Koo', firstName: 'Chih', middleName: 'Ren Nicholas' }],
    ['Doe, Jane', { lastName: 'Doe', firstName: 'Jane', middleName: '' }],
    [
      'Van Der Berg, Anna  Maria',
      { lastName: 'Van Der Berg', firstName: 'Anna', middleName: 'Maria' },
    ],
    ['Jane', { lastName: '', firstName: 'Jane', middleName: '' }],
    ['', { lastName: '', firstName: '', middleName: '' }],
  ])('reads %j', (name, expected) => {
    expect(splitLicenceName(name)).toEqual(expected);
  });
});
