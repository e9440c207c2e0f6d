import { useState } from 'react';
import { Checkbox, Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { medicalListKeys, type MedicalListKey } from '@contract/patients';
import { useCatalogAdder } from '@/components/medical-data-picker/catalog-adder';
import {
  MedicalDataPicker,
  type PickerItem,
} from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
import { AllergyDetails, MedicationDetails } from './medical-item-details';
import { allergyOf, medicationOf } from './patient-editor-schema';
import type { PatientEditorForm } from './use-patient-editor-form';

/** The option search of one catalog (allergies, medications or conditions). */
export type CatalogOptions<O extends PickerItem, K extends QueryKey> = (
  kind: MedicalListKey,
) => OptionsQueryFactory<O, K>;

interface MedicalInformationSectionProps<O extends PickerItem, K extends QueryKey> {
  form: PatientEditorForm;
  getCatalogOptions: CatalogOptions<O, K>;
}

/**
 * The three medical data pickers of SPEC §2: Allergies, Medications, Medical History. What a
 * catalog lacks can be added from its picker ('+ Add'), then is chosen at once. Issue 23: each
 * allergy and medication takes its details, and each list a 'No known …' box, which can be
 * ticked only while the list is empty (an empty list without it reads "not recorded").
 */
export function MedicalInformationSection<O extends PickerItem, K extends QueryKey>({
  form,
  getCatalogOptions,
}: MedicalInformationSectionProps<O, K>) {
  const { t } = useTranslation();
  const renderCatalogAdder = useCatalogAdder();
  const [adding, setAdding] = useState<{ kind: MedicalListKey; name: string } | null>(null);
  const labels: Record<MedicalListKey, string> = {
    allergies: t('patientEditor.fields.allergies'),
    medications: t('patientEditor.fields.medications'),
    conditions: t('patientEditor.fields.conditions'),
  };
  const choose = (kind: MedicalListKey, items: readonly PickerItem[]) => {
    const held = form.getValues().medical;
    const kept = <T extends PickerItem>(list: readonly T[], make: (item: PickerItem) => T) =>
      items.map((item) => list.find((chosen) => chosen.id === item.id) ?? make(item));
    if (kind === 'allergies')
      form.setFieldValue('medical.allergies', kept(held.allergies, allergyOf));
    else if (kind === 'medications')
      form.setFieldValue('medical.medications', kept(held.medications, medicationOf));
    else
      form.setFieldValue(
        'medical.conditions',
        items.map(({ id, name }) => ({ id, name })),
      );
    // Entries are the answer: 'none known' no longer holds.
    if (items.length > 0) form.setFieldValue(`medical.${kind}NoneKnown`, false);
  };
  const { medical } = form.values;
  return (
    <Stack gap="md">
      {medicalListKeys.map((kind) => (
        <Stack key={kind} gap="xs">
          <MedicalDataPicker
            label={labels[kind]}
            value={medical[kind]}
            onChange={(items) => choose(kind, items)}
            getOptionsQuery={getCatalogOptions(kind)}
            placeholder={t('patientEditor.placeholders.search')}
            error={form.errors[`medical.${kind}`]}
            onAdd={renderCatalogAdder ? (name) => setAdding({ kind, name }) : undefined}
          />
          {kind === 'allergies' &&
            medical.allergies.map((item, index) => (
              <AllergyDetails key={item.id} form={form} index={index} name={item.name} />
            ))}
          {kind === 'medications' &&
            medical.medications.map((item, index) => (
              <MedicationDetails key={item.id} form={form} index={index} name={item.name} />
            ))}
          <Checkbox
            label={t(`patientEditor.medical.noneKnown.${kind}`)}
            description={
              medical[kind].length > 0
                ? t('patientEditor.medical.noneKnownBlocked')
                : t('patientEditor.medical.noneKnownHelp')
            }
            disabled={medical[kind].length > 0}
            {...form.getInputProps(`medical.${kind}NoneKnown`, { type: 'checkbox' })}
          />
        </Stack>
      ))}
      {renderCatalogAdder &&
        adding &&
        renderCatalogAdder({
          kind: adding.kind,
          name: adding.name,
          onAdded: (entry) => {
            const chosen = form.getValues().medical[adding.kind];
            if (!chosen.some((item) => item.id === entry.id)) {
              choose(adding.kind, [...chosen, entry]);
            }
          },
          onClose: () => setAdding(null),
        })}
    </Stack>
  );
}
