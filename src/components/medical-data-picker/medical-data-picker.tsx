import { useState, type ReactNode } from 'react';
import { Combobox, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPTIONS_MAX_HEIGHT } from '@/lib/ui-constants';
import { OptionStatus } from '../option-search/option-status';
import { useOptionSearch, type OptionsQueryFactory } from '../option-search/use-option-search';

export interface PickerItem {
  id: string;
  name: string;
}

interface MedicalDataPickerProps<T extends PickerItem, O extends T, K extends QueryKey> {
  label: string;
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** Options may carry more than the chosen items keep (e.g. whole hospital records). */
  getOptionsQuery: OptionsQueryFactory<O, K>;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  /**
   * Offers '+ Add “<text>”' when no entry has the typed name, and hands it the trimmed text (the
   * caller adds it with the catalog's own rules). Left out for a member who may not add.
   */
  onAdd?: (name: string) => void;
}

const ADD_OPTION = 'action:add';

/**
 * SPEC §2 medical data picker: chosen items are removable chips; typing searches (debounced)
 * and lists the matches not yet chosen.
 */
export function MedicalDataPicker<T extends PickerItem, O extends T, K extends QueryKey>({
  label,
  value,
  onChange,
  getOptionsQuery,
  placeholder,
  description,
  error,
  onAdd,
}: MedicalDataPickerProps<T, O, K>) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const search = useOptionSearch(getOptionsQuery, text, true);
  const chosenIds = new Set(value.map((item) => item.id));
  const options = search.results.filter((item) => !chosenIds.has(item.id));
  const isAllSelected = search.status === 'results' && options.length === 0;
  const typed = text.trim();
  const isNamed = (item: PickerItem) => item.name.trim().toLowerCase() === typed.toLowerCase();
  const canAdd =
    onAdd !== undefined &&
    (search.status === 'results' || search.status === 'none') &&
    !search.results.some(isNamed) &&
    !value.some(isNamed);

  const remove = (id: string) => onChange(value.filter((item) => item.id !== id));

  const handleSubmit = (id: string) => {
    if (id === ADD_OPTION) {
      onAdd?.(typed);
      setText('');
      combobox.closeDropdown();
      return;
    }
    const chosen = options.find((item) => item.id === id);
    if (chosen) onChange([...value, chosen]);
    combobox.updateSelectedOptionIndex();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          description={description}
          error={error}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {value.map((item) => (
              <Pill
                key={item.id}
                withRemoveButton
                onRemove={() => remove(item.id)}
                // Mantine hides the remove button from assistive technology; here it is a
                // real, labelled button so chips can be removed without Backspace.
                removeButtonProps={{
                  'aria-label': t('common.picker.remove', { name: item.name }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {item.name}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                value={text}
                placeholder={placeholder}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onKeyDown={(event) => {
                  const last = value.at(-1);
                  if (event.key === 'Backspace' && text === '' && last) remove(last.id);
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options
          aria-label={label}
          style={{ maxHeight: OPTIONS_MAX_HEIGHT, overflowY: 'auto' }}
        >
          {options.map((item) => (
            <Combobox.Option key={item.id} value={item.id}>
              {item.name}
            </Combobox.Option>
          ))}
          <OptionStatus status={search.status} isAllSelected={isAllSelected} />
          {canAdd && (
            <Combobox.Option value={ADD_OPTION}>
              <Text size="sm" fw={500} c="blue">
                {t('common.picker.add', { name: typed })}
              </Text>
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
