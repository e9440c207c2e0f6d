import type { FocusEventHandler, ReactNode } from 'react';
import { InputBase } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK, phoneInsertion } from './phone-format';

/** SPEC §5: phone inputs are masked (000) 000-0000, giving e.g. (415) 555-1234. */
const PHONE_PLACEHOLDER = '(___) ___-____';

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

/**
 * A labelled phone field masked by react-imask: typed or pasted numbers ('1 (415) 555-0100',
 * '+1 415 555 0100', '415.555.0100') become (415) 555-0100; letters are dropped. An incomplete
 * number stays as typed for the form's phone rule to refuse: nothing is shifted or filled in.
 */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={PHONE_MASK}
      prepare={(inserted: string, masked: { unmaskedValue: string }) =>
        phoneInsertion(inserted, masked.unmaskedValue)
      }
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      value={value}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
