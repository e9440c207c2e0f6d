import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Fieldset, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX } from '@contract/common';
import type { NpiOrganization } from '@contract/npi';
import { NetworkError } from '@/lib/api-client';
import type { NpiSearchParams } from '../api/hospitals.api';
import { hospitalQueries } from '../api/hospitals.queries';
import { errorMessage } from '@/lib/server-messages';

/** Where hospitals are looked up unless the user picks another state. */
export const DEFAULT_NPI_STATE = 'CA';

interface NpiLookupProps {
  onChoose: (organization: NpiOrganization) => void;
}

/** Searches the NPI registry by organisation name and state; choosing a result fills the form. */
export function NpiLookup({ onChoose }: NpiLookupProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [state, setState] = useState(DEFAULT_NPI_STATE);
  const [params, setParams] = useState<NpiSearchParams | null>(null);
  const results = useQuery({
    ...hospitalQueries.npi(params ?? { name: '', state: '' }),
    enabled: params !== null,
  });

  const canSearch = name.trim() !== '' && /^[A-Za-z]{2}$/.test(state.trim());
  const handleSearch = () => {
    if (canSearch) setParams({ name: name.trim(), state: state.trim().toUpperCase() });
  };
  const handleEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleSearch();
  };

  return (
    <Fieldset legend={t('hospitals.npi.title')} variant="filled">
      <Group align="flex-end" gap="sm">
        <TextInput
          flex={1}
          label={t('hospitals.npi.name')}
          maxLength={FREE_TEXT_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={handleEnter}
        />
        <TextInput
          w={80}
          label={t('hospitals.npi.state')}
          value={state}
          maxLength={2}
          onChange={(event) => setState(event.currentTarget.value)}
          onKeyDown={handleEnter}
        />
        <Button variant="light" onClick={handleSearch} disabled={!canSearch}>
          {t('hospitals.npi.search')}
        </Button>
      </Group>
      {params !== null && (
        <Stack gap="xs" mt="sm" aria-live="polite">
          {results.isFetching && <Loader size="sm" aria-label={t('common.searching')} />}
          {results.isError && (
            <Alert color="red" variant="light" role="alert" title={t('hospitals.npi.failed')}>
              <Text size="sm">
                {results.error instanceof NetworkError
                  ? t('hospitals.npi.fetchError')
                  : errorMessage(results.error)}
              </Text>
              <Text size="sm">{t('hospitals.npi.typeByHand')}</Text>
            </Alert>
          )}
          {results.isSuccess && results.data.length === 0 && (
            <Text c="dimmed">{t('hospitals.npi.noResults')}</Text>
          )}
          {results.isSuccess && results.data.length > 0 && (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('hospitals.npi.results')}>
              {results.data.map((organization) => (
                <Group
                  component="li"
                  key={organization.npi}
                  justify="space-between"
                  wrap="nowrap"
                  style={{ listStyle: 'none' }}
                >
                  <div>
                    <Text fw={500}>{organization.name}</Text>
                    <Text size="sm" c="dimmed">
                      {organization.address} · {organization.phone}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('hospitals.npi.useResult', { name: organization.name })}
                    onClick={() => onChoose(organization)}
                  >
                    {t('hospitals.npi.use')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Fieldset>
  );
}
