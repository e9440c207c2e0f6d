import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_NOTE_MAX } from '@contract/verification';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useVerifyPatient } from '../../api/patients.queries';

/**
 * [ours] Issue 24: 'Mark as verified' and its dialog: the member says in one line how they went
 * through the record with the patient or a caregiver ('phone call with daughter'). Saving the
 * record is not a verification; this is.
 */
export function MarkVerified({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyPatient(patientId);

  const close = () => {
    if (verify.isPending) return;
    setOpened(false);
    setNote('');
    setError(null);
  };
  const submit = () => {
    const trimmed = note.trim();
    if (trimmed === '') {
      setError(t('patientView.verification.noteRequired'));
      return;
    }
    verify.mutate(trimmed, {
      onSuccess: () => {
        notifySuccess(t('patientView.verification.done'));
        setOpened(false);
        setNote('');
        setError(null);
      },
      onError: (failure) =>
        notifyError(failure.message, { title: t('patientView.verification.failed') }),
    });
  };

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('patientView.verification.mark')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('patientView.verification.dialogTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('patientView.verification.dialogHelp')}</Text>
            <TextInput
              label={t('patientView.verification.noteLabel')}
              description={t('patientView.verification.noteHint')}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value.replace(/[\r\n]+/g, ' '));
                setError(null);
              }}
              error={error}
              maxLength={VERIFICATION_NOTE_MAX}
              withAsterisk
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={verify.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={verify.isPending}>
                {t('patientView.verification.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
