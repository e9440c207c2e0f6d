import { describe, expect, it } from 'vitest';
import {
  PHYSICIAN_EMAIL_MESSAGE,
  EMAIL_MESSAGE,
  HOSPITAL_NAME_MESSAGE,
  NAME_RULE_MESSAGE,
} from '@contract/reference';
import common from '../../public/locales/en/common.json';

/** SPEC §5/§8 texts that the contract also holds must read the same in the English file. */
describe('English reference-data texts', () => {
  it('use the contract name rule, word for word', () => {
    expect(common.common.validation.nameRule).toBe(NAME_RULE_MESSAGE);
  });

  it('use the contract hospital name and e-mail rules, word for word', () => {
    expect(common.common.validation.hospitalName).toBe(HOSPITAL_NAME_MESSAGE);
    expect(common.common.validation.invalidEmail).toBe(EMAIL_MESSAGE);
    expect(common.common.validation.emailFormat).toBe(PHYSICIAN_EMAIL_MESSAGE);
  });

  it.each([
    [common.common.picker.startTyping, 'Start typing to search'],
    [common.common.picker.noResults, 'No results found'],
    [common.common.picker.allSelected, 'All options selected'],
    [common.common.picker.fetchError, 'Issue with fetching data from server'],
    [common.physicians.delete.confirm, 'Are you sure you want to delete this physician record?'],
    [common.physicians.register.failed, 'Failed to register physician.'],
    [common.hospitals.delete.failed, 'Failed to delete Hospital.'],
    [common.hospitals.list.fetchFailed, 'Failed to fetch Hospitals.'],
  ])('keep %j verbatim', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
