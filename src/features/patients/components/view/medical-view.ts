import type { TFunction } from 'i18next';
import type { PatientRecord } from '../../api/patients.api';
import { enumLabelKeys } from '@/i18n/enum-labels';

/** How much is known about one medical list (issue 23): never a bare 'None'. */
export type MedicalListState = 'listed' | 'noneKnown' | 'notRecorded';

export interface MedicalViewItem {
  key: string;
  name: string;
  /** Reaction, dose and the like, in words, beside the name. */
  detail: string | null;
  /** A high-criticality allergy: first in the list, marked. */
  isHighRisk: boolean;
  /** A high-risk medication's class ('Blood thinner'). */
  badge: string | null;
}

export interface MedicalListView {
  state: MedicalListState;
  items: MedicalViewItem[];
  /** When 'none known' was confirmed (ISO), if it was. */
  noneKnownAt: string | null;
}

const joined = (parts: readonly (string | null | undefined)[]) => {
  const present = parts.filter((part): part is string => Boolean(part && part.trim()));
  return present.length > 0 ? present.join(' · ') : null;
};

function stateOf(count: number | undefined, noneKnownAt: string | null | undefined) {
  if (count && count > 0) return 'listed';
  return noneKnownAt ? 'noneKnown' : 'notRecorded';
}

/**
 * The three lists as the responder reads them: high-criticality allergies first (in saved order
 * otherwise), each entry with its details and any high-risk badge, and each list's state. A
 * server that sends no stamps (the reference) reads as 'not recorded' when a list is empty.
 */
export function medicalListViews(
  patient: PatientRecord,
  t: TFunction<'common'>,
): Record<'allergies' | 'medications' | 'conditions', MedicalListView> {
  const allergies = (patient.allergies ?? []).map((item, index) => ({
    key: `${index}-${item.allergy.id}`,
    name: item.allergy.name,
    detail: joined([
      item.reaction ? t(enumLabelKeys.allergyReaction(item.reaction)) : null,
      item.reactionNote,
      item.criticality && item.criticality !== 'high'
        ? t(enumLabelKeys.allergyCriticality(item.criticality))
        : null,
    ]),
    isHighRisk: item.criticality === 'high',
    badge: null,
  }));
  const medications = (patient.medications ?? []).map((item, index) => ({
    key: `${index}-${item.medication.id}`,
    name: item.medication.name,
    detail: joined([item.dose, item.frequency, item.route]),
    isHighRisk: false,
    badge: item.medication.highRisk
      ? t(enumLabelKeys.highRiskCategory(item.medication.highRisk))
      : null,
  }));
  const conditions = (patient.conditions ?? []).map((item, index) => ({
    key: `${index}-${item.condition.id}`,
    name: item.condition.name,
    detail: null,
    isHighRisk: false,
    badge: null,
  }));
  // A stable sort: the high-risk ones move up, each group keeps its saved order.
  const ordered = [...allergies].sort((a, b) => Number(b.isHighRisk) - Number(a.isHighRisk));
  return {
    allergies: {
      state: stateOf(allergies.length, patient.allergiesNoneKnownAt),
      items: ordered,
      noneKnownAt: patient.allergiesNoneKnownAt ?? null,
    },
    medications: {
      state: stateOf(medications.length, patient.medicationsNoneKnownAt),
      items: medications,
      noneKnownAt: patient.medicationsNoneKnownAt ?? null,
    },
    conditions: {
      state: stateOf(conditions.length, patient.conditionsNoneKnownAt),
      items: conditions,
      noneKnownAt: patient.conditionsNoneKnownAt ?? null,
    },
  };
}
