import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SaveForm } from '@/components/form/save-form';
import { useFormSave } from '@/components/form/use-form-save';
import { notifySuccess } from '@/lib/notify';
import type { PhysicianRecord } from '../api/physicians.api';
import { useCreatePhysician } from '../api/physicians.queries';
import { PhysicianFields } from './physician-fields';
import { toPhysicianCreateBody, usePhysicianForm } from './physician-form-schema';

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
export function NewPhysicianModal({ opened, ...props }: NewPhysicianModalProps) {
  return opened ? <RegisterPhysician {...props} /> : null;
}

/** Mounted while open, so each opening starts from an empty form. */
function RegisterPhysician({ onClose, onRegistered }: Omit<NewPhysicianModalProps, 'opened'>) {
  const { t } = useTranslation();
  const create = useCreatePhysician();
  const form = usePhysicianForm();
  const save = useFormSave(form, {
    save: (body) => create.mutateAsync(toPhysicianCreateBody(body)),
    onSaved: (physician) => {
      notifySuccess(t('physicians.register.success'));
      onRegistered(physician);
      onClose();
    },
  });
  return (
    <FormModal title={t('physicians.register.title')} size="lg" save={save} onClose={onClose}>
      {(requestClose) => (
        <SaveForm
          save={save}
          failureTitle={t('physicians.register.failed')}
          onCancel={requestClose}
          submitLabel={t('physicians.register.submit')}
        >
          <PhysicianFields form={form} />
        </SaveForm>
      )}
    </FormModal>
  );
}
