import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '@contract/catalogs';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CatalogEntry } from '../api/catalogs.api';
import { useDeleteCatalogEntry, useUpdateCatalogEntry } from '../api/catalogs.queries';
import { CatalogEntryModal } from './catalog-entry-modal';

interface CatalogEntryActionsProps {
  kind: CatalogKind;
  renaming: CatalogEntry | null;
  onRenameDone: () => void;
  /** The entry whose deletion is being confirmed, if any. */
  deleting: CatalogEntry | null;
  /** Kept while the dialog closes, so its text does not change under the user. */
  deletingName: string;
  onDeleteDone: () => void;
}

/** Rename (PATCH /<kind>/:id, catalog.update) and confirmed delete (DELETE /<kind>/:id, catalog.delete). */
export function CatalogEntryActions({
  kind,
  renaming,
  onRenameDone,
  deleting,
  deletingName,
  onDeleteDone,
}: CatalogEntryActionsProps) {
  const { t } = useTranslation();
  const rename = useUpdateCatalogEntry(kind);
  const remove = useDeleteCatalogEntry(kind);

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
          kind={kind}
          title={t(`catalogs.rename.title.${kind}`)}
          submitLabel={t('catalogs.rename.submit')}
          failureTitle={t(`catalogs.rename.failed.${kind}`)}
          initialValues={{
            name: renaming.name,
            type: 'type' in renaming ? renaming.type : '',
            highRisk: ('highRisk' in renaming && renaming.highRisk) || '',
          }}
          save={(body) => rename.mutateAsync({ id: renaming.id, body })}
          onSaved={() => {
            notifySuccess(t(`catalogs.rename.success.${kind}`));
            onRenameDone();
          }}
          onClose={onRenameDone}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t(`catalogs.delete.title.${kind}`)}
        message={t(`catalogs.delete.confirm.${kind}`, { name: deletingName })}
        onConfirm={handleDelete}
        onCancel={onDeleteDone}
        isConfirming={remove.isPending}
      />
    </>
  );
}
