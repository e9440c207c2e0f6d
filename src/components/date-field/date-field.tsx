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
  /**
   * Said on the field when the text left in it is not a whole, real date (02/30/1990, 04/01/19).
   * With it, such a text stays for the user to correct and the value is cleared; without it
   * (a filter), the last whole date is put back.
   */
  invalidMessage?: string;
  /** Said on the field when the typed date is after maxDate (e.g. a birth date in the future). */
  afterMaxMessage?: string;
}

/**
 * A calendar date typed (MM/DD/YYYY, or the other spellings parseTypedDate reads) or picked:
 * people type dates faster than they page through months, so the calendar opens from its own
 * button rather than on focus, and never covers the next fields while one types. A text that is
 * not yet a whole date changes nothing while typing; on blur it is refused on the field (with
 * invalidMessage) or put back (without).
 */
export function DateField({
  value,
  onChange,
  onBlur,
  error,
  maxDate,
  calendarLabel,
  invalidMessage,
  afterMaxMessage,
  ...props
}: DateFieldProps) {
  // Issue 14: the calendar's month and day names in the UI language (re-read when it changes).
  useTranslation();
  const [isPicking, setIsPicking] = useState(false);
  // Issue 22: why the text left in the field is refused, and the date the input held then (kept
  // while the text stands, so the input does not overwrite the text being corrected).
  const [typed, setTyped] = useState<{ message: string; held: string | null } | null>(null);
  const isChecked = invalidMessage !== undefined;
  const current = value === '' ? null : value;

  const checkTyped = (text: string) => {
    if (!isChecked) return;
    const date = text.trim() === '' ? '' : parseTypedDate(text);
    const message =
      date === null
        ? invalidMessage
        : maxDate !== undefined && date > maxDate
          ? (afterMaxMessage ?? invalidMessage)
          : null;
    if (message === null) {
      setTyped(null);
      if (date !== value) onChange(date ?? '');
      return;
    }
    setTyped({ message, held: typed?.held ?? current });
    if (value !== '') onChange('');
  };
  // A date of birth is decades back: with none yet, the calendar starts from the decades.
  const [level, setLevel] = useState<CalendarLevel>('decade');
  return (
    <DateInput
      {...props}
      value={typed ? typed.held : current}
      onChange={(next) => {
        setTyped(null);
        onChange(next ?? '');
        setIsPicking(false);
      }}
      onBlur={(event) => {
        checkTyped(event.currentTarget.value);
        onBlur?.(event);
      }}
      error={typed?.message ?? error}
      fixOnBlur={!isChecked}
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
