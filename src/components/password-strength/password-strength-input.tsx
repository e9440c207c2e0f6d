import {
  Box,
  Group,
  List,
  PasswordInput,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/auth';
import { looksCommon } from './common-password';
import { passwordCriteria, passwordStrength, strengthColor } from './password-strength';

type PasswordStrengthInputProps = Omit<PasswordInputProps, 'value'> & { value: string };

/**
 * A password field with SPEC §5's strength meter: a named progress bar coloured by strength and
 * the five criteria, each marked met or not. It only informs; the server decides.
 */
export function PasswordStrengthInput({ value, ...inputProps }: PasswordStrengthInputProps) {
  const { t } = useTranslation();
  const criteriaId = useId();
  const strength = passwordStrength(value);
  return (
    <Stack gap={6}>
      <PasswordInput
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
        {...inputProps}
        value={value}
      />
      <Progress
        value={strength}
        color={strengthColor(strength)}
        size="sm"
        aria-label={t('password.strength.label')}
        transitionDuration={150}
      />
      <Box>
        <VisuallyHidden id={criteriaId}>{t('password.strength.criteria')}</VisuallyHidden>
        <List size="sm" spacing={2} listStyleType="none" aria-labelledby={criteriaId} p={0}>
          {passwordCriteria.map((criterion) => {
            const isMet = criterion.test(value);
            return (
              <List.Item
                key={criterion.key}
                icon={
                  isMet ? (
                    <IconCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
                  ) : (
                    <IconX size={16} color="var(--mantine-color-red-filled)" aria-hidden />
                  )
                }
              >
                <Text span size="sm">
                  {t(`password.strength.${criterion.key}`, { count: PASSWORD_MIN_LENGTH })}
                </Text>
                <VisuallyHidden>
                  {` (${isMet ? t('password.strength.met') : t('password.strength.notMet')})`}
                </VisuallyHidden>
              </List.Item>
            );
          })}
        </List>
      </Box>
      {looksCommon(value) && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-filled)" aria-hidden />
          <Text size="sm">{t('passwords.commonWarning')}</Text>
        </Group>
      )}
    </Stack>
  );
}
