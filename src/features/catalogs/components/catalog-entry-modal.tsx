import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX, type CatalogKind } from '@contract/catalogs';
import { allergyTypeValues, highRiskCategoryValues } from '@contract/enums';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { FormModal } from '@/components/form/form-modal';
import { SaveForm } from '@/components/form/save-form';
import { useFormSave } from '@/components/form/use-form-save';
import type { CatalogRegisterBodies } from '../api/catalogs.api';
import {
  emptyCatalogEntry,
  toCatalogBody,
  useCatalogEntryForm,
  type CatalogEntryValues,
} from './catalog-entry-schema';

interface CatalogEntryModalProps<R> {
  kind: CatalogKind;
  title: string;
  submitLabel: string;
  failureTitle: string;
  initialValues?: CatalogEntryValues;
  save: (body: CatalogRegisterBodies[CatalogKind]) => Promise<R>;
  onSaved: (result: R) => void;
  onClose: () => void;
}

/**
 * Name (for allergies the type, for medications the high-risk class) of a catalog entry, to add
 * or rename it. Mounted when open.
 */
export function CatalogEntryModal<R>({
  kind,
  title,
  submitLabel,
  failureTitle,
  initialValues = emptyCatalogEntry,
  save,
  onSaved,
  onClose,
}: CatalogEntryModalProps<R>) {
  const { t } = useTranslation();
  const form = useCatalogEntryForm(kind, initialValues);
  const saving = useFormSave(form, {
    save: (values) => save(toCatalogBody(kind, values, initialValues)),
    onSaved,
  });
  return (
    <FormModal title={title} save={saving} onClose={onClose}>
      {(requestClose) => (
        <SaveForm
          save={saving}
          failureTitle={failureTitle}
          onCancel={requestClose}
          submitLabel={submitLabel}
        >
          <TextInput
            label={t('catalogs.fields.name')}
            withAsterisk
            data-autofocus
            maxLength={CATALOG_NAME_MAX}
            {...form.getInputProps('name')}
          />
          {kind === 'allergies' && (
            <Select
              label={t('catalogs.fields.type')}
              withAsterisk
              allowDeselect={false}
              placeholder={t('catalogs.fields.typePlaceholder')}
              data={allergyTypeValues.map((value) => ({
                value,
                label: t(`enums.allergyType.${value}`),
              }))}
              {...form.getInputProps('type')}
              value={form.values.type || null}
              onChange={(selected) =>
                form.setFieldValue('type', allergyTypeValues.find((v) => v === selected) ?? '')
              }
            />
          )}
          {kind === 'medications' && (
            <Select
              label={t('catalogs.fields.highRisk')}
              allowDeselect={false}
              data={[
                { value: '', label: t('catalogs.fields.highRiskNone') },
                ...highRiskCategoryValues.map((value) => ({
                  value,
                  label: t(enumLabelKeys.highRiskCategory(value)),
                })),
              ]}
              {...form.getInputProps('highRisk')}
              value={form.values.highRisk ?? ''}
              onChange={(selected) =>
                form.setFieldValue(
                  'highRisk',
                  highRiskCategoryValues.find((v) => v === selected) ?? '',
                )
              }
            />
          )}
        </SaveForm>
      )}
    </FormModal>
  );
}
