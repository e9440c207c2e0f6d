import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '@contract/catalogs';
import { notifySuccess } from '@/lib/notify';
import type { CatalogEntry } from '../api/catalogs.api';
import { useRegisterCatalogEntry } from '../api/catalogs.queries';
import { emptyCatalogEntry } from './catalog-entry-schema';
import { CatalogEntryModal } from './catalog-entry-modal';

interface AddCatalogEntryProps {
  kind: CatalogKind;
  /** The name to start from, e.g. what was typed in a picker. */
  name?: string;
  /** The entry added, or the one that already had the name (e.g. to choose it). */
  onAdded?: (entry: CatalogEntry) => void;
  onClose: () => void;
}

/**
 * Adds an entry (POST /<kind>/register) with the catalog's rules; an existing name is reported,
 * not duplicated. Used by the catalogs page and, through CatalogAdderContext, by the pickers.
 */
export function AddCatalogEntry({ kind, name = '', onAdded, onClose }: AddCatalogEntryProps) {
  const { t } = useTranslation();
  const register = useRegisterCatalogEntry(kind);
  return (
    <CatalogEntryModal
      kind={kind}
      title={t(`catalogs.add.button.${kind}`)}
      submitLabel={t('catalogs.add.submit')}
      failureTitle={t('catalogs.add.failed')}
      initialValues={{ ...emptyCatalogEntry, name }}
      save={register.mutateAsync}
      onSaved={({ entry, isNew }) => {
        notifySuccess(
          t(isNew ? 'catalogs.add.created' : 'catalogs.add.existed', { name: entry.name }),
        );
        onAdded?.(entry);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
