import { describe, expect, it } from 'vitest';
import { readBackPath, talkPath } from './talk-path';

describe('talkPath', () => {
  it('carries the patient page as a readable back query', () => {
    expect(talkPath('CANTONESE', '/patients/0b0c4c3e-6d2e-4c65-9d55-0f3c8a8a7a11')).toBe(
      '/talk/CANTONESE?back=/patients/0b0c4c3e-6d2e-4c65-9d55-0f3c8a8a7a11',
    );
    expect(talkPath('RUSSIAN')).toBe('/talk/RUSSIAN');
  });

  it('round-trips an id that needed encoding', () => {
    const back = '/patients/a%20b%26c';
    const path = talkPath('SPANISH', back);
    expect(readBackPath(path.slice(path.indexOf('?')))).toBe(back);
  });
});

describe('readBackPath', () => {
  it('takes a patient page', () => {
    expect(readBackPath('?back=/patients/123')).toBe('/patients/123');
    expect(readBackPath('?back=%2Fpatients%2F123')).toBe('/patients/123');
  });

  it.each([
    '',
    '?back=',
    '?back=/dashboard',
    '?back=//evil.example/patients/1',
    '?back=https://evil.example/patients/1',
    '?back=/patients/',
    '?back=/patients/1/edit',
    '?back=/patients/..%5C..%5Cx',
    '?back=/patients/1?x=1',
    '?back=javascript:alert(1)',
  ])('refuses %j', (search) => {
    expect(readBackPath(search)).toBeNull();
  });
});
