import { useTranslation } from 'react-i18next';
import type { Allergy } from '@contract/catalogs';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAllergy, useRenameAllergy } from '../api/catalogs.queries';
import { CatalogEntryModal, type CatalogEntryValues } from './catalog-entry-modal';

interface AllergyActionsProps {
  renaming: Allergy | null;
  onRenameDone: () => void;
  /** The allergy whose deletion is being confirmed, if any. */
  deleting: Allergy | null;
  /** Kept while the dialog closes, so its text does not change under the user. */
  deletingName: string;
  onDeleteDone: () => void;
}

/** Rename (PATCH /allergies/:id, catalog.update) and confirmed delete (catalog.delete) of an allergy. */
export function AllergyActions({
  renaming,
  onRenameDone,
  deleting,
  deletingName,
  onDeleteDone,
}: AllergyActionsProps) {
  const { t } = useTranslation();
  const rename = useRenameAllergy();
  const remove = useDeleteAllergy();

  const close = () => {
    rename.reset();
    onRenameDone();
  };

  const handleRename = (values: CatalogEntryValues) => {
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, body: { name: values.name, type: values.type } },
      {
        onSuccess: () => {
          notifySuccess(t('catalogs.rename.success'));
          close();
        },
      },
    );
  };

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (message) => notifySuccess(message ?? t('catalogs.delete.success')),
      onError: (error) => notifyError(error.message, { title: t('catalogs.delete.failed') }),
      onSettled: onDeleteDone,
    });
  };

  return (
    <>
      {renaming && (
        <CatalogEntryModal
          title={t('catalogs.rename.title')}
          submitLabel={t('catalogs.rename.submit')}
          withType
          initialValues={{ name: renaming.name, type: renaming.type }}
          onSubmit={handleRename}
          onClose={close}
          isSubmitting={rename.isPending}
          failure={
            rename.error
              ? { title: t('catalogs.rename.failed'), message: rename.error.message }
              : null
          }
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('catalogs.delete.title')}
        message={t('catalogs.delete.confirm', { name: deletingName })}
        onConfirm={handleDelete}
        onCancel={onDeleteDone}
        isConfirming={remove.isPending}
      />
    </>
  );
}
