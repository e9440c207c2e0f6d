import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The 6-digit code of an authenticator app: numeric keyboard on phones, and the browser's or
 * the phone's one-time-code autofill.
 */
export function CodeInput(props: Omit<TextInputProps, 'label'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('mfa.code.label')}
      description={t('mfa.code.description')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      {...props}
    />
  );
}
