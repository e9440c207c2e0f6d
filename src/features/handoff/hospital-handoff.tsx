import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  List,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ShareLinkCreated } from '@contract/handoff';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  createShareLink,
  fhirExportHref,
  handoffKeys,
  listShareLinks,
  revokeShareLink,
} from './handoff.api';
import { SHARE_FRAGMENT } from './share-fragment';

/*
 * [ours] Issue 25: "Share with hospital" on the patient's page (first responders and up) and
 * "Export FHIR" (staff). Loaded lazily by the patient route, so the responder's chunk does not
 * grow; nothing here encrypts (the server does), so no JOSE code comes with it.
 */

const HOURS = ['24', '8', '4', '1'] as const;

interface HospitalHandoffProps {
  patientId: string;
  canExport: boolean;
}

export function HospitalHandoff({ patientId, canExport }: HospitalHandoffProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The server-rendered label page (where a camera scan lands) links here with #share.
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === SHARE_FRAGMENT);
  const [hours, setHours] = useState<string>('24');
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const links = useQuery({
    queryKey: handoffKeys.links(patientId),
    queryFn: () => listShareLinks(patientId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: handoffKeys.links(patientId) });
  const create = useMutation({
    mutationFn: () => createShareLink(patientId, Number(hours)),
    onSuccess: (link) => {
      setCreated(link);
      void refresh();
    },
    onError: () => notifyError(t('handoff.failed')),
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => revokeShareLink(patientId, linkId),
    onSuccess: (_data, linkId) => {
      if (created?.id === linkId) setCreated(null);
      notifySuccess(t('handoff.revoked'));
      void refresh();
    },
    onError: () => notifyError(t('handoff.revokeFailed')),
  });
  const close = () => {
    setOpen(false);
    setCreated(null);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('handoff.title')}
        </Title>
        <Group gap="sm">
          <Button onClick={() => setOpen(true)}>{t('handoff.share')}</Button>
          {canExport ? (
            <Button component="a" variant="default" href={fhirExportHref(patientId)} download>
              {t('handoff.exportFhir')}
            </Button>
          ) : null}
        </Group>
        <ActiveLinks
          links={links.data ?? []}
          onRevoke={(id) => revoke.mutate(id)}
          revoking={revoke.isPending}
        />
      </Stack>
      <Modal
        opened={open}
        onClose={close}
        title={t('handoff.shareTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {created ? (
          <CreatedLink
            link={created}
            onRevoke={() => revoke.mutate(created.id)}
            revoking={revoke.isPending}
          />
        ) : (
          <Stack gap="md">
            <Text size="sm">{t('handoff.shareHint')}</Text>
            <Select
              label={t('handoff.expiresIn')}
              data={HOURS.map((value) => ({ value, label: t(`handoff.hours.h${value}`) }))}
              value={hours}
              onChange={(value) => setHours(value ?? '24')}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('handoff.close')}
              </Button>
              <Button onClick={() => create.mutate()} loading={create.isPending}>
                {t('handoff.create')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

function CreatedLink({
  link,
  onRevoke,
  revoking,
}: {
  link: ShareLinkCreated;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <QRCodeSVG
        value={link.viewerUrl}
        size={220}
        level="M"
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        title={t('handoff.qrLabel')}
        role="img"
        aria-label={t('handoff.qrLabel')}
      />
      <Alert color="blue" title={t('handoff.passcode')} w="100%">
        <Text size="xl" fw={700} ff="monospace" data-testid="share-passcode">
          {link.passcode}
        </Text>
        <Text size="sm">{t('handoff.passcodeHint')}</Text>
      </Alert>
      <Stack gap={4} w="100%">
        <Text fw={600}>{t('handoff.link')}</Text>
        <Anchor href={link.viewerUrl} target="_blank" rel="noreferrer" data-testid="share-link">
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {link.viewerUrl}
          </Code>
        </Anchor>
      </Stack>
      <Text>{t('handoff.expires', { date: formatDateTime(link.expiresAt) })}</Text>
      <Button color="red" variant="light" onClick={onRevoke} loading={revoking}>
        {t('handoff.revoke')}
      </Button>
    </Stack>
  );
}

function ActiveLinks({
  links,
  onRevoke,
  revoking,
}: {
  links: { id: string; createdAt: string; expiresAt: string; fetches: number }[];
  onRevoke: (id: string) => void;
  revoking: boolean;
}) {
  const { t } = useTranslation();
  if (links.length === 0) return <Text size="sm">{t('handoff.noLinks')}</Text>;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('handoff.activeLinks')}</Text>
      <List spacing="xs">
        {links.map((link) => (
          <List.Item key={link.id}>
            <Group gap="sm">
              <Text size="sm">
                {t('handoff.linkItem', {
                  created: formatDateTime(link.createdAt),
                  expires: formatDateTime(link.expiresAt),
                  count: link.fetches,
                })}
              </Text>
              <Button
                size="compact-sm"
                color="red"
                variant="subtle"
                onClick={() => onRevoke(link.id)}
                disabled={revoking}
                aria-label={t('handoff.revokeLink', { date: formatDateTime(link.createdAt) })}
              >
                {t('handoff.revoke')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
