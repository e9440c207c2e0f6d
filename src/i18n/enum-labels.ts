import type {
  AllergyCriticality,
  AllergyReaction,
  CodeStatus,
  Gender,
  HighRiskCategory,
  Language,
  Relationship,
} from '@contract/enums';
import type { Role } from '@contract/roles';
import type { Circumstance, PolstCpr, PolstTreatment, SignedFormKind } from '@contract/signed-form';

/** Translation keys of enum labels: show `t(enumLabelKeys.role(user.role))`, never the raw value. */
export const enumLabelKeys = {
  role: (value: Role) => `enums.role.${value}` as const,
  gender: (value: Gender) => `enums.gender.${value}` as const,
  language: (value: Language) => `enums.language.${value}` as const,
  codeStatus: (value: CodeStatus) => `enums.codeStatus.${value}` as const,
  relationship: (value: Relationship) => `enums.relationship.${value}` as const,
  signedFormKind: (value: SignedFormKind) => `enums.signedFormKind.${value}` as const,
  polstCpr: (value: PolstCpr) => `enums.polstCpr.${value}` as const,
  polstTreatment: (value: PolstTreatment) => `enums.polstTreatment.${value}` as const,
  circumstance: (value: Circumstance) => `enums.circumstance.${value}` as const,
  allergyReaction: (value: AllergyReaction) => `enums.allergyReaction.${value}` as const,
  allergyCriticality: (value: AllergyCriticality) => `enums.allergyCriticality.${value}` as const,
  highRiskCategory: (value: HighRiskCategory) => `enums.highRiskCategory.${value}` as const,
};
