import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { medicalListKeys, type MedicalListKey } from '@contract/patients';
import { useCatalogAdder } from '@/components/medical-data-picker/catalog-adder';
import {
  MedicalDataPicker,
  type PickerItem,
} from '@/components/medical-data-picker/medical-data-picker';
import type { OptionsQueryFactory } from '@/components/option-search/use-option-search';
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
 * catalog lacks can be added from its picker ('+ Add'), then is chosen at once.
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
  const choose = (kind: MedicalListKey, items: readonly PickerItem[]) =>
    form.setFieldValue(
      `medical.${kind}`,
      items.map(({ id, name }) => ({ id, name })),
    );
  return (
    <Stack gap="sm">
      {medicalListKeys.map((kind) => (
        <MedicalDataPicker
          key={kind}
          label={labels[kind]}
          value={form.values.medical[kind]}
          onChange={(items) => choose(kind, items)}
          getOptionsQuery={getCatalogOptions(kind)}
          placeholder={t('patientEditor.placeholders.search')}
          error={form.errors[`medical.${kind}`]}
          onAdd={renderCatalogAdder ? (name) => setAdding({ kind, name }) : undefined}
        />
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
