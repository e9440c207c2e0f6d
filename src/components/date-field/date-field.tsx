import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import type { FocusEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT, parseTypedDate } from '@/lib/dates';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  withAsterisk?: boolean;
  /** Latest date that may be typed or picked ('YYYY-MM-DD'). */
  maxDate?: string;
  /** Mantine form's field path, so form.getInputNode finds the input. */
  'data-path'?: string;
}

/**
 * A calendar date that can be typed (MM/DD/YYYY and the other spellings parseTypedDate reads)
 * as well as picked from a calendar: people type dates faster than they page through months.
 * A typed text that is not yet a whole date changes nothing, and is put back on blur.
 */
export function DateField({ value, onChange, maxDate, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={parseTypedDate}
      maxDate={maxDate}
      clearable
      defaultLevel={value === '' ? 'decade' : 'month'}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('common.clearSelection') }}
    />
  );
}
