import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '@contract/catalogs';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CatalogEntry } from '../api/catalogs.api';
import { useDeleteCatalogEntry, useUpdateCatalogEntry } from '../api/catalogs.queries';
import { CatalogDeleteRefused } from './catalog-delete-refused';
import { CatalogEntryModal } from './catalog-entry-modal';
import { CatalogMergeModal } from './catalog-merge-modal';

interface CatalogEntryActionsProps {
  kind: CatalogKind;
  renaming: CatalogEntry | null;
  onRenameDone: () => void;
  /** The entry whose deletion is being confirmed, if any. */
  deleting: CatalogEntry | null;
  /** Kept while the dialog closes, so its text does not change under the user. */
  deletingName: string;
  onDeleteDone: () => void;
  /** The entry being merged into another, if any (issue 23). */
  merging: CatalogEntry | null;
  /** Opens "Merge into…"; absent when the reader may not merge. */
  onMerge?: (entry: CatalogEntry) => void;
  onMergeDone: () => void;
}

interface Refusal {
  entry: CatalogEntry;
  message: string;
}

/**
 * Rename (PATCH /<kind>/:id, catalog.update), confirmed delete (DELETE /<kind>/:id,
 * catalog.delete), and merge (POST /<kind>/:id/merge, catalog.merge). A delete the server refuses
 * because patients have the entry (409) shows why and offers the merge.
 */
export function CatalogEntryActions({
  kind,
  renaming,
  onRenameDone,
  deleting,
  deletingName,
  onDeleteDone,
  merging,
  onMerge,
  onMergeDone,
}: CatalogEntryActionsProps) {
  const { t } = useTranslation();
  const rename = useUpdateCatalogEntry(kind);
  const remove = useDeleteCatalogEntry(kind);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const handleDelete = () => {
    if (!deleting) return;
    const entry = deleting;
    remove.mutate(entry.id, {
      onSuccess: (message) => notifySuccess(message ?? t('catalogs.delete.success')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          setRefusal({ entry, message: error.message });
        else notifyError(error.message, { title: t('catalogs.delete.failed') });
      },
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
      {refusal && (
        <CatalogDeleteRefused
          name={refusal.entry.name}
          message={refusal.message}
          onMerge={
            onMerge &&
            (() => {
              setRefusal(null);
              onMerge(refusal.entry);
            })
          }
          onClose={() => setRefusal(null)}
        />
      )}
      {merging && <CatalogMergeModal kind={kind} entry={merging} onClose={onMergeDone} />}
    </>
  );
}
