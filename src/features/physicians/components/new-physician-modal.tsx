import { useMemo, useState } from 'react';
import { Alert, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormActions } from '@/components/form/form-actions';
import { notifySuccess } from '@/lib/notify';
import type { PhysicianRecord } from '../api/physicians.api';
import { useCreatePhysician } from '../api/physicians.queries';
import { PhysicianFields } from './physician-fields';
import {
  emptyPhysicianForm,
  physicianFormSchema,
  toPhysicianCreateBody,
  type PhysicianFormValues,
} from './physician-form-schema';

interface NewPhysicianModalProps {
  opened: boolean;
  onClose: () => void;
  /** The registered physician, e.g. to select it in a chooser. */
  onRegistered: (physician: PhysicianRecord) => void;
}

/**
 * SPEC §2 '+ Register new physician': closing a changed form first asks whether to drop the
 * changes; a failure shows 'Failed to register physician.' with the server's message.
 */
export function NewPhysicianModal({ opened, onClose, onRegistered }: NewPhysicianModalProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => physicianFormSchema(t), [t]);
  const form = useForm<PhysicianFormValues>({
    mode: 'controlled',
    initialValues: emptyPhysicianForm,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const create = useCreatePhysician();
  const [isAskingToClose, setIsAskingToClose] = useState(false);

  const close = () => {
    form.reset();
    create.reset();
    setIsAskingToClose(false);
    onClose();
  };

  const requestClose = () => {
    if (create.isPending) return;
    if (form.isDirty()) setIsAskingToClose(true);
    else close();
  };

  const handleSubmit = (values: PhysicianFormValues) => {
    create.mutate(toPhysicianCreateBody(values), {
      onSuccess: (physician) => {
        notifySuccess(t('physicians.register.success'));
        onRegistered(physician);
        close();
      },
    });
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={t('physicians.register.title')}
        size="lg"
        closeOnEscape={!isAskingToClose}
        trapFocus={!isAskingToClose}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
          <Stack gap="sm">
            {create.error && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={t('physicians.register.failed')}
              >
                {create.error.message}
              </Alert>
            )}
            <PhysicianFields form={form} />
            <FormActions
              isSubmitting={create.isPending}
              onCancel={requestClose}
              submitLabel={t('physicians.register.submit')}
            />
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={isAskingToClose}
        title={t('common.unsavedChanges.title')}
        message={t('common.unsavedChanges.message')}
        onConfirm={close}
        onCancel={() => setIsAskingToClose(false)}
      />
    </>
  );
}
