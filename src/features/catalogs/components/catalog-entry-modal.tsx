import { useState, type FormEvent } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allergyTypeValues, type AllergyType } from '@contract/enums';
import { FormActions } from '@/components/form/form-actions';
import { FormFailure, type FormFailureInfo } from '@/components/form/form-failure';

export interface CatalogEntryValues {
  name: string;
  type: AllergyType;
}

interface CatalogEntryModalProps {
  title: string;
  submitLabel: string;
  /** Allergies also have a type (Drug or Other). */
  withType: boolean;
  initialValues?: CatalogEntryValues;
  onSubmit: (values: CatalogEntryValues) => void;
  onClose: () => void;
  isSubmitting: boolean;
  failure?: FormFailureInfo | null;
}

/** Name (and for allergies the type) of a catalog entry, to add or rename it. Mounted when open. */
export function CatalogEntryModal({
  title,
  submitLabel,
  withType,
  initialValues = { name: '', type: 'DRUG' },
  onSubmit,
  onClose,
  isSubmitting,
  failure,
}: CatalogEntryModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [nameError, setNameError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setNameError(t('common.validation.nameRequired'));
      return;
    }
    onSubmit({ ...values, name: values.name.trim() });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <FormFailure failure={failure} />
          <TextInput
            label={t('catalogs.fields.name')}
            withAsterisk
            data-autofocus
            value={values.name}
            error={nameError}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setValues((current) => ({ ...current, name }));
              setNameError(null);
            }}
          />
          {withType && (
            <Select
              label={t('catalogs.fields.type')}
              allowDeselect={false}
              data={allergyTypeValues.map((value) => ({
                value,
                label: t(`enums.allergyType.${value}`),
              }))}
              value={values.type}
              onChange={(selected) => {
                const type = allergyTypeValues.find((value) => value === selected);
                if (type) setValues((current) => ({ ...current, type }));
              }}
            />
          )}
          <FormActions isSubmitting={isSubmitting} onCancel={onClose} submitLabel={submitLabel} />
        </Stack>
      </form>
    </Modal>
  );
}
