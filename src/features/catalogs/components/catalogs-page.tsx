import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { catalogKindValues, type CatalogKind } from '@contract/catalogs';
import type { Role } from '@contract/roles';
import { CatalogPanel } from './catalog-panel';

export const FIRST_CATALOG: CatalogKind = 'allergies';

/** The Catalogs admin page (catalog.manageInUi): one tab per medical catalog. */
export function CatalogsPage({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('catalogs.title')}</Title>
      <Tabs defaultValue={FIRST_CATALOG} keepMounted={false}>
        <Tabs.List>
          {catalogKindValues.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`catalogs.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {catalogKindValues.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <CatalogPanel kind={kind} role={role} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
