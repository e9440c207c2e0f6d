import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { catalogKindSchema, catalogKindValues, type CatalogKind } from '@contract/catalogs';
import type { Role } from '@contract/roles';
import { CatalogPanel } from './catalog-panel';

export const FIRST_CATALOG: CatalogKind = 'allergies';

/** The address key of the open tab (?catalog=medications), beside the list's search and page. */
export const CATALOG_TAB_PARAM = 'catalog';

/** The open catalog from an address: an unknown or missing one is the first. */
export function readCatalogTab(searchParams: URLSearchParams): CatalogKind {
  return catalogKindSchema.catch(FIRST_CATALOG).parse(searchParams.get(CATALOG_TAB_PARAM));
}

/** The Catalogs admin page (catalog.manageInUi): one tab per medical catalog. */
export function CatalogsPage({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = readCatalogTab(searchParams);

  // Another tab starts with no search, on page 1.
  const handleTabChange = (value: string | null) => {
    const next = catalogKindValues.find((candidate) => candidate === value);
    if (next && next !== kind) setSearchParams(new URLSearchParams({ [CATALOG_TAB_PARAM]: next }));
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('catalogs.title')}</Title>
      <Tabs value={kind} onChange={handleTabChange} keepMounted={false}>
        <Tabs.List>
          {catalogKindValues.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`catalogs.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {catalogKindValues.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <CatalogPanel kind={value} role={role} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
