import type { TFunction } from 'i18next';
import type { CatalogKind } from '@contract/catalogs';
import type { DataTableColumn } from '@/components/data-table/data-table';
import type { CatalogEntry } from '../api/catalogs.api';

type Column = DataTableColumn<CatalogEntry>;

/** Name, the kind's own descriptive column, and the code. */
export function catalogColumns(kind: CatalogKind, t: TFunction<'common'>): Column[] {
  const name: Column = { key: 'name', header: t('catalogs.fields.name'), render: (e) => e.name };
  const code: Column = {
    key: 'code',
    header: t('catalogs.fields.code'),
    render: (e) => (e.code ? `${e.system ?? ''} ${e.code}`.trim() : ''),
  };
  const extra: Record<CatalogKind, Column> = {
    allergies: {
      key: 'type',
      header: t('catalogs.fields.type'),
      render: (e) => ('type' in e ? t(`enums.allergyType.${e.type}`) : ''),
    },
    medications: {
      key: 'altNames',
      header: t('catalogs.fields.altNames'),
      render: (e) => ('altNames' in e ? (e.altNames ?? '') : ''),
    },
    conditions: {
      key: 'category',
      header: t('catalogs.fields.category'),
      render: (e) => ('category' in e ? (e.category ?? '') : ''),
    },
  };
  return [name, extra[kind], code];
}
