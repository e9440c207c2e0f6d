import { useMemo } from 'react';
import { Alert, Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_CODE_LENGTH,
  ACCESS_GRANT_MINUTES,
  emergencyGrantRequestSchema,
} from '@contract/emergency-access';
import { loginHref, paths } from '@contract/paths';
import { FormFailure } from '@/components/form/form-failure';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useSchemaForm } from '@/lib/forms';
import { requestGrant } from '../api/emergency-access.api';

interface EmergencyAccessFormProps {
  patientId: string;
  /** After a right code: the grant's cookie is set, the view can be read. */
  onGranted: () => void;
}

/**
 * [ours] Issue 25: a responder without an account says who they are and why, and types the
 * label's access code (printed under its QR code). Nothing of the patient shows before a right
 * code; every attempt is logged and admins are told of every grant.
 */
export function EmergencyAccessForm({ patientId, onGranted }: EmergencyAccessFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => emergencyGrantRequestSchema, []);
  const form = useSchemaForm(schema, {
    patientId,
    name: '',
    agency: '',
    badge: '',
    reason: '',
    code: '',
  });
  const submit = useFormSubmit(form, {
    save: (body) => requestGrant(body),
    onSaved: onGranted,
  });

  return (
    <Stack gap="md" maw={480} mx="auto" p="md">
      <Text component="h1" fz="h2" fw={700} id="emergency-title">
        {t('emergencyAccess.form.title')}
      </Text>
      <Text>{t('emergencyAccess.form.intro', { minutes: ACCESS_GRANT_MINUTES })}</Text>
      <Alert color="yellow" variant="light" role="note">
        {t('emergencyAccess.form.logged')}
      </Alert>
      <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="emergency-title">
        <Stack gap="md">
          <FormFailure failure={submit.failure} />
          <TextInput
            label={t('emergencyAccess.form.name')}
            autoComplete="name"
            required
            maxLength={120}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('emergencyAccess.form.agency')}
            autoComplete="organization"
            required
            maxLength={120}
            {...form.getInputProps('agency')}
          />
          <TextInput
            label={t('emergencyAccess.form.badge')}
            required
            maxLength={60}
            {...form.getInputProps('badge')}
          />
          <Textarea
            label={t('emergencyAccess.form.reason')}
            required
            minRows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
          <TextInput
            label={t('emergencyAccess.form.code')}
            description={t('emergencyAccess.form.codeHint', { length: ACCESS_CODE_LENGTH })}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.2em' } }}
            {...form.getInputProps('code')}
          />
          <Button type="submit" color="red" fullWidth loading={submit.isSubmitting}>
            {t('emergencyAccess.form.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor
        component={Link}
        to={loginHref(paths.patient.href(patientId))}
        size="sm"
        ta="center"
        underline="always"
      >
        {t('emergencyAccess.form.haveAccount')}
      </Anchor>
    </Stack>
  );
}
