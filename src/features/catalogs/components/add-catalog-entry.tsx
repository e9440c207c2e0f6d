import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '@contract/catalogs';
import { notifySuccess } from '@/lib/notify';
import type { CatalogRegisterBodies } from '../api/catalogs.api';
import { useRegisterCatalogEntry } from '../api/catalogs.queries';
import { CatalogEntryModal, type CatalogEntryValues } from './catalog-entry-modal';

function toRegisterBody(
  kind: CatalogKind,
  values: CatalogEntryValues,
): CatalogRegisterBodies[CatalogKind] {
  return kind === 'allergies' ? { name: values.name, type: values.type } : { name: values.name };
}

/** Adds an entry (POST /<kind>/register); an existing name is reported, not duplicated. */
export function AddCatalogEntry({ kind, onClose }: { kind: CatalogKind; onClose: () => void }) {
  const { t } = useTranslation();
  const register = useRegisterCatalogEntry(kind);

  const handleSubmit = (values: CatalogEntryValues) => {
    register.mutate(toRegisterBody(kind, values), {
      onSuccess: ({ entry, isNew }) => {
        notifySuccess(
          t(isNew ? 'catalogs.add.created' : 'catalogs.add.existed', { name: entry.name }),
        );
        onClose();
      },
    });
  };

  return (
    <CatalogEntryModal
      title={t(`catalogs.add.button.${kind}`)}
      submitLabel={t('catalogs.add.submit')}
      withType={kind === 'allergies'}
      onSubmit={handleSubmit}
      onClose={onClose}
      isSubmitting={register.isPending}
      failure={
        register.error ? { title: t('catalogs.add.failed'), message: register.error.message } : null
      }
    />
  );
}
