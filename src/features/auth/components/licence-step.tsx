import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { FREE_TEXT_MAX } from '@contract/common';
import { isExpiredLicenceStatus, licenceLookupQuerySchema } from '@contract/licences';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms';
import type { LicenceMatch } from '../api/registration.api';
import { useContactAddresses, useLookUpLicence } from '../api/accounts.queries';
import { LicenceHelp } from './licence-help';
import { translateServerMessage } from '@/i18n/translate-message';

interface LicenceStepProps {
  onFound: (match: LicenceMatch) => void;
}

/**
 * The look-up found the licence, but it has expired: registration would refuse it after the
 * whole form (API.md §5.9), so the licence step refuses it first.
 */
class ExpiredLicenceError extends Error {
  override readonly name = 'ExpiredLicenceError';
}

/**
 * The first item of a 422 list, or the plain message (API.md §4.4: both forms arrive), in the
 * reader's language.
 */
function lookupMessage(error: unknown, t: TFunction): string {
  if (error instanceof ExpiredLicenceError) return t('register.licence.expired');
  if (error instanceof ApiError)
    return translateServerMessage(error.items[0]?.message ?? error.message);
  return t('common.form.connectionFailed');
}

/**
 * Registration step 1: the licence number and Next. A failed look-up puts the server's message
 * on the field and opens the 'License not found?' help panel (SPEC §2, §8); so does a licence
 * the look-up reports as expired (the reference may not say: its registration refuses it then).
 */
export function LicenceStep({ onFound }: LicenceStepProps) {
  const { t } = useTranslation();
  const lookUp = useLookUpLicence();
  const schema = useMemo(() => z.object({ license: licenceLookupQuerySchema.shape.license }), []);
  const form = useSchemaForm(schema, { license: '' });
  const [isNotFound, setIsNotFound] = useState(false);
  // Read with the step, so the help's addresses are there when a look-up fails.
  useContactAddresses();

  const submit = useFormSubmit(form, {
    save: async ({ license }) => {
      setIsNotFound(false);
      const match = await lookUp.mutateAsync(license);
      if (match.status !== undefined && isExpiredLicenceStatus(match.status)) {
        throw new ExpiredLicenceError();
      }
      return match;
    },
    onSaved: onFound,
    showFailure: (error) => {
      form.setFieldError('license', lookupMessage(error, t));
      setIsNotFound(true);
      return null;
    },
  });

  return (
    <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="licence-step-title">
      <Stack gap="md">
        <Text id="licence-step-title" fw={600}>
          {t('register.licence.intro')}
        </Text>
        <TextInput
          label={t('register.licence.number')}
          autoComplete="off"
          maxLength={FREE_TEXT_MAX}
          withAsterisk
          {...form.getInputProps('license')}
        />
        {isNotFound && <LicenceHelp />}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={(form.values.license ?? '').trim() === ''}
            loading={submit.isSubmitting}
          >
            {t('register.licence.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
