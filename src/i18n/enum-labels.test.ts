import { describe, expect, it } from 'vitest';
import {
  allergyCriticalityValues,
  allergyReactionValues,
  codeStatusValues,
  highRiskCategoryValues,
  genderValues,
  languageValues,
  relationshipValues,
} from '@contract/enums';
import { roleValues } from '@contract/roles';
import {
  circumstanceValues,
  polstCprValues,
  polstTreatmentValues,
  signedFormKindValues,
} from '@contract/signed-form';
import common from '../../public/locales/en/common.json';
import { createTestI18n } from '@/testing/i18n';
import { enumLabelKeys } from './enum-labels';

describe('enum labels', () => {
  const i18n = createTestI18n();

  it('has an English label for every contract value, and no others', () => {
    expect(Object.keys(common.enums.role).sort()).toEqual([...roleValues].sort());
    expect(Object.keys(common.enums.gender).sort()).toEqual([...genderValues].sort());
    expect(Object.keys(common.enums.language).sort()).toEqual([...languageValues].sort());
    expect(Object.keys(common.enums.codeStatus).sort()).toEqual([...codeStatusValues].sort());
    expect(Object.keys(common.enums.relationship).sort()).toEqual([...relationshipValues].sort());
    expect(Object.keys(common.enums.signedFormKind).sort()).toEqual(
      [...signedFormKindValues].sort(),
    );
    expect(Object.keys(common.enums.polstCpr).sort()).toEqual([...polstCprValues].sort());
    expect(Object.keys(common.enums.polstTreatment).sort()).toEqual(
      [...polstTreatmentValues].sort(),
    );
    expect(Object.keys(common.enums.circumstance).sort()).toEqual([...circumstanceValues].sort());
    expect(Object.keys(common.enums.allergyReaction).sort()).toEqual(
      [...allergyReactionValues].sort(),
    );
    expect(Object.keys(common.enums.allergyCriticality).sort()).toEqual(
      [...allergyCriticalityValues].sort(),
    );
    expect(Object.keys(common.enums.highRiskCategory).sort()).toEqual(
      [...highRiskCategoryValues].sort(),
    );
  });

  it('reads labels through translation keys', () => {
    expect(i18n.t(enumLabelKeys.role('FIRST_RESPONDER'))).toBe('First Responder');
    expect(i18n.t(enumLabelKeys.gender('TRANS_FEMALE'))).toBe('Trans Female');
    expect(i18n.t(enumLabelKeys.language('TAGALOG'))).toBe('Tagalog');
    expect(i18n.t(enumLabelKeys.codeStatus('DNR_DNI'))).toBe('DNR/DNI');
    expect(i18n.t(enumLabelKeys.relationship('SIBLING'))).toBe('Sibling');
    expect(i18n.t(enumLabelKeys.highRiskCategory('ANTICOAGULANT'))).toBe('Blood thinner');
    expect(i18n.t(enumLabelKeys.allergyCriticality('unable-to-assess'))).toBe('Unable to assess');
  });
});
