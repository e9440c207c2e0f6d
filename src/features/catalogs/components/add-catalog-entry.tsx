import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '@contract/catalogs';
import { notifySuccess } from '@/lib/notify';
import { useRegisterCatalogEntry } from '../api/catalogs.queries';
import { CatalogEntryModal } from './catalog-entry-modal';

/** Adds an entry (POST /<kind>/register); an existing name is reported, not duplicated. */
export function AddCatalogEntry({ kind, onClose }: { kind: CatalogKind; onClose: () => void }) {
  const { t } = useTranslation();
  const register = useRegisterCatalogEntry(kind);
  return (
    <CatalogEntryModal
      kind={kind}
      title={t(`catalogs.add.button.${kind}`)}
      submitLabel={t('catalogs.add.submit')}
      failureTitle={t('catalogs.add.failed')}
      save={register.mutateAsync}
      onSaved={({ entry, isNew }) => {
        notifySuccess(
          t(isNew ? 'catalogs.add.created' : 'catalogs.add.existed', { name: entry.name }),
        );
        onClose();
      }}
      onClose={onClose}
    />
  );
}
