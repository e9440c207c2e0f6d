import { Button, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX } from '@contract/common';
import { languageValues } from '@contract/enums';
import type { Role } from '@contract/roles';
import { FormFailure } from '@/components/form/form-failure';
import type { FormSubmit } from '@/components/form/use-form-submit';
import { MemberNameFields } from '@/components/member-name-fields/member-name-fields';
import { PasswordStrengthInput } from '@/components/password-strength/password-strength-input';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { RegisterDetailsForm } from './register-details-schema';

interface RegisterDetailsStepProps {
  form: RegisterDetailsForm;
  /** The page's submit: the body also carries the licence and the invite. */
  submit: FormSubmit;
  /** The invite's role, said above the fields. */
  invitedRole: Role | null;
  /** Back to the licence step, when there is one. */
  onBack?: () => void;
}

/** [ours] English is assumed: the member lists the other languages they speak. */
const otherLanguages = languageValues.filter((language) => language !== 'ENGLISH');

/** Registration step 2: names, e-mail, password with its strength meter, and the optional extras. */
export function RegisterDetailsStep({
  form,
  submit,
  invitedRole,
  onBack,
}: RegisterDetailsStepProps) {
  const { t } = useTranslation();
  const optional = t('register.details.optional');
  return (
    <form onSubmit={submit.handleSubmit} noValidate aria-labelledby="details-step-title">
      <Stack gap="sm">
        <Text id="details-step-title" fw={600}>
          {t('register.details.intro')}
        </Text>
        {invitedRole && (
          <Text size="sm">
            {t('register.details.invitedAs', { role: t(enumLabelKeys.role(invitedRole)) })}
          </Text>
        )}
        <FormFailure title={t('register.details.failed')} failure={submit.failure} />
        <MemberNameFields parts="split" inputProps={form.getInputProps} isOwnName />
        <TextInput
          label={t('register.details.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          maxLength={FREE_TEXT_MAX}
          {...form.getInputProps('email')}
        />
        <PasswordStrengthInput
          label={t('register.details.password')}
          withAsterisk
          {...form.getInputProps('password')}
          value={form.values.password}
        />
        <TextInput
          label={t('register.details.organization')}
          description={optional}
          autoComplete="organization"
          maxLength={FREE_TEXT_MAX}
          {...form.getInputProps('organization')}
        />
        <MultiSelect
          label={t('register.details.languages')}
          description={optional}
          placeholder={t('register.details.languagesPlaceholder')}
          data={otherLanguages.map((value) => ({
            value,
            label: t(enumLabelKeys.language(value)),
          }))}
          {...form.getInputProps('languages')}
          value={form.values.languages ?? []}
        />
        <Group justify={onBack ? 'space-between' : 'flex-end'} mt="xs">
          {onBack && (
            <Button variant="default" onClick={onBack}>
              {t('register.details.back')}
            </Button>
          )}
          <Button type="submit" loading={submit.isSubmitting}>
            {t('register.details.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
