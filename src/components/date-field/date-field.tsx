import '@mantine/dates/styles.css';
import { useState, type FocusEventHandler, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { DateInput, type CalendarLevel } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentDateLocale, DATE_INPUT_FORMAT, parseTypedDate } from '@/lib/dates';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  withAsterisk?: boolean;
  /** Latest date that may be typed or picked ('YYYY-MM-DD'). */
  maxDate?: string;
  /** The calendar button's label, e.g. 'Pick the date from a calendar'. */
  calendarLabel: string;
  /** Mantine form's field path, so the form can find and focus the input. */
  'data-path'?: string;
}

/**
 * A calendar date typed (MM/DD/YYYY, or the other spellings parseTypedDate reads) or picked:
 * people type dates faster than they page through months, so the calendar opens from its own
 * button rather than on focus, and never covers the next fields while one types. A text that is
 * not yet a whole date changes nothing, and is put back on blur.
 */
export function DateField({ value, onChange, maxDate, calendarLabel, ...props }: DateFieldProps) {
  // Issue 14: the calendar's month and day names in the UI language (re-read when it changes).
  useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  // A date of birth is decades back: with none yet, the calendar starts from the decades.
  const [level, setLevel] = useState<CalendarLevel>('decade');
  return (
    <DateInput
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => {
        onChange(next ?? '');
        setIsPicking(false);
      }}
      valueFormat={DATE_INPUT_FORMAT}
      locale={currentDateLocale()}
      dateParser={parseTypedDate}
      maxDate={maxDate}
      level={level}
      onLevelChange={setLevel}
      inputMode="numeric"
      popoverProps={{
        opened: isPicking,
        onDismiss: () => setIsPicking(false),
        withinPortal: true,
      }}
      rightSectionPointerEvents="all"
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={calendarLabel}
          aria-expanded={isPicking}
          // The calendar closes on a press outside it, and this button is outside it: without
          // this, a press meant to close it would close it, then open it again.
          onMouseDown={(event) => {
            event.preventDefault();
            event.stopPropagation();
          }}
          onTouchStart={(event) => event.stopPropagation()}
          onClick={() => {
            setLevel(value === '' ? 'decade' : 'month');
            setIsPicking((open) => !open);
          }}
        >
          <IconCalendar size={18} aria-hidden />
        </ActionIcon>
      }
    />
  );
}
