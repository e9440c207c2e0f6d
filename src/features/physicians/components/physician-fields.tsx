import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { PHYSICIAN_TEXT_MAX, type PhysicianFormValues } from './physician-form-schema';

interface PhysicianFieldsProps<V extends PhysicianFormValues, B> {
  form: UseFormReturnType<V, B>;
}

/** First, Middle and Last Name, Phone (masked) and Email, shared by the modal and the edit page. */
export function PhysicianFields<V extends PhysicianFormValues, B>({
  form,
}: PhysicianFieldsProps<V, B>) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('physicians.fields.firstName')}
          withAsterisk
          maxLength={PHYSICIAN_TEXT_MAX}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('physicians.fields.middleName')}
          maxLength={PHYSICIAN_TEXT_MAX}
          {...form.getInputProps('middleName')}
        />
        <TextInput
          label={t('physicians.fields.lastName')}
          withAsterisk
          maxLength={PHYSICIAN_TEXT_MAX}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <PhoneInput
        label={t('physicians.fields.phone')}
        {...form.getInputProps('phone')}
        value={form.getValues().phone}
      />
      <TextInput
        label={t('physicians.fields.email')}
        type="email"
        maxLength={PHYSICIAN_TEXT_MAX}
        {...form.getInputProps('email')}
      />
    </>
  );
}
