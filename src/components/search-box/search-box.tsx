import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';

interface SearchBoxProps {
  label: string;
  /** The search in effect (e.g. from the URL). The box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing has paused, and at once when cleared. */
  onSearch: (term: string) => void;
  delay?: number;
  placeholder?: string;
}

/** A labelled search field that reports its text after a pause, with a clear button. */
export function SearchBox({
  label,
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  placeholder,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }
  const emit = useDebouncedCallback((term: string) => onSearch(term), delay);

  const handleClear = () => {
    emit.cancel();
    setText('');
    onSearch('');
  };

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text === '' ? null : (
          <CloseButton size="sm" aria-label={t('common.clearSearch')} onClick={handleClear} />
        )
      }
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        emit(next.trim());
      }}
    />
  );
}
