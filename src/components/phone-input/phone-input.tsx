import type { FocusEventHandler, ReactNode } from 'react';
import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';

/** SPEC §5: phone inputs are masked (000) 000-0000, giving e.g. (415) 555-1234. */
export const PHONE_MASK = '(000) 000-0000';

interface PhoneInputProps {
  label: string;
  /** The masked text, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  name?: string;
}

/** A labelled phone field: digits only, formatted as they are typed. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={PHONE_MASK}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASK.replaceAll('0', '_')}
      value={value}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
