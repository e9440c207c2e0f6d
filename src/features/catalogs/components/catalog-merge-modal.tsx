import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogKind } from '@contract/catalogs';
import { EntityChooser } from '@/components/entity-chooser/entity-chooser';
import { translateMessage } from '@/i18n/translate-message';
import { notifySuccess } from '@/lib/notify';
import { searchCatalog, type CatalogEntry } from '../api/catalogs.api';
import { catalogKeys, catalogQueries, useMergeCatalogEntry } from '../api/catalogs.queries';

interface CatalogMergeModalProps {
  kind: CatalogKind;
  entry: CatalogEntry;
  onClose: () => void;
}

const typeOf = (entry: CatalogEntry) => ('type' in entry ? entry.type : null);

/**
 * "Merge into…" (issue 23): the count of patients' records with the entry, a searchable choice
 * of the entry to keep (the same catalog, for allergies the same type, never the entry itself),
 * a confirmation naming both and the count, then progress and the result. Mounted when open.
 */
export function CatalogMergeModal({ kind, entry, onClose }: CatalogMergeModalProps) {
  const { t } = useTranslation();
  const usage = useQuery(catalogQueries.usage(kind, entry.id));
  const merge = useMergeCatalogEntry(kind);
  const [into, setInto] = useState<CatalogEntry | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isMissing, setIsMissing] = useState(false);
  // The confirmation replaces the form: focus goes to its Cancel, so a stray Enter merges nothing.
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isConfirming) cancelRef.current?.focus();
  }, [isConfirming]);
  const name = entry.name;
  const total = usage.data === undefined ? '…' : String(usage.data);

  // Options: the catalog's search, less the entry itself and (allergies) other types.
  const options = (term: string) =>
    queryOptions({
      queryKey: [...catalogKeys(kind).list({ picker: term, mergeFrom: entry.id })] as const,
      queryFn: async ({ signal }) =>
        (await searchCatalog(kind, term, signal)).filter(
          (candidate) => candidate.id !== entry.id && typeOf(candidate) === typeOf(entry),
        ),
    });

  const handleMerge = () => {
    if (!into) return;
    merge.mutate(
      { id: entry.id, into: into.id },
      {
        onSuccess: (answer) => {
          notifySuccess(
            t('catalogs.merge.success', { name, into: into.name, total: String(answer.patients) }),
          );
          onClose();
        },
        onError: () => setIsConfirming(false),
      },
    );
  };

  const isMerging = merge.isPending;
  return (
    <Modal
      opened
      onClose={() => !isMerging && onClose()}
      title={t('catalogs.merge.title', { name })}
      centered
      closeOnClickOutside={!isMerging}
      closeOnEscape={!isMerging}
      returnFocus
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: isMerging }}
    >
      <Stack gap="sm">
        <Text fw={500} aria-live="polite">
          {usage.isPending
            ? t('catalogs.merge.usageLoading')
            : t('catalogs.merge.usage', { name, total })}
        </Text>
        <Text size="sm">{t('catalogs.merge.explain', { name })}</Text>
        {merge.error && (
          <Alert color="red" title={t('catalogs.merge.failed')} role="alert">
            {translateMessage(t, merge.error.message)}
          </Alert>
        )}
        {isConfirming && into ? (
          <Stack gap="sm">
            <Text fw={600}>{t('catalogs.merge.confirmTitle')}</Text>
            <Text>{t('catalogs.merge.confirm', { name, into: into.name, total })}</Text>
            {isMerging && (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden />
                <Text size="sm">{t('catalogs.merge.merging')}</Text>
              </Group>
            )}
            <Group justify="flex-end" mt="xs">
              <Button
                variant="default"
                ref={cancelRef}
                onClick={() => setIsConfirming(false)}
                disabled={isMerging}
              >
                {t('common.cancel')}
              </Button>
              <Button color="red" onClick={handleMerge} loading={isMerging}>
                {t('catalogs.merge.submit')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <EntityChooser
              label={t('catalogs.merge.target')}
              placeholder={t('catalogs.merge.targetPlaceholder')}
              withAsterisk
              value={into}
              onChange={(chosen) => {
                setInto(chosen);
                setIsMissing(false);
              }}
              error={isMissing ? t('catalogs.merge.targetRequired') : undefined}
              getOptionsQuery={options}
              getKey={(candidate) => candidate.id}
              getLabel={(candidate) => candidate.name}
            />
            {kind === 'allergies' && (
              <Text size="sm" c="dimmed">
                {t('catalogs.merge.sameType')}
              </Text>
            )}
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={() => {
                  if (into) setIsConfirming(true);
                  else setIsMissing(true);
                }}
              >
                {t('catalogs.merge.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
