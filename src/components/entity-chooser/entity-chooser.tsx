import { useState, type ReactNode } from 'react';
import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPTIONS_MAX_HEIGHT } from '@/lib/ui-constants';
import { OptionStatus } from '../option-search/option-status';
import { useOptionSearch, type OptionsQueryFactory } from '../option-search/use-option-search';

/** An entry offered after the results, whatever was typed (e.g. '+ Register new physician'). */
export interface ChooserAction {
  key: string;
  label: string;
  onSelect: () => void;
}

/** What a form gives a chooser of one kind of record (e.g. HospitalChooser). */
export interface ChooserFieldProps<T> {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  error?: ReactNode;
}

interface EntityChooserProps<T, K extends QueryKey> extends ChooserFieldProps<T> {
  getOptionsQuery: OptionsQueryFactory<T, K>;
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  getDescription?: (item: T) => string | null;
  actions?: readonly ChooserAction[];
  placeholder?: string;
  withAsterisk?: boolean;
}

const ACTION_PREFIX = 'action:';

/** Picks one hospital or physician by searching as you type (SPEC 'Hospital/physician chooser'). */
export function EntityChooser<T, K extends QueryKey>({
  label,
  value,
  onChange,
  getOptionsQuery,
  getKey,
  getLabel,
  getDescription,
  actions = [],
  error,
  placeholder,
  withAsterisk,
}: EntityChooserProps<T, K>) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [isTyping, setIsTyping] = useState(false);
  const search = useOptionSearch(getOptionsQuery, text, isTyping);
  const selectedLabel = value === null ? '' : getLabel(value);

  const stopTyping = () => {
    setIsTyping(false);
    setText('');
  };

  const handleSubmit = (optionValue: string) => {
    combobox.closeDropdown();
    stopTyping();
    if (optionValue.startsWith(ACTION_PREFIX)) {
      actions.find((action) => ACTION_PREFIX + action.key === optionValue)?.onSelect();
      return;
    }
    const chosen = search.results.find((item) => getKey(item) === optionValue);
    if (chosen !== undefined) onChange(chosen);
  };

  const handleClear = () => {
    stopTyping();
    onChange(null);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          error={error}
          withAsterisk={withAsterisk}
          placeholder={placeholder}
          value={isTyping ? text : selectedLabel}
          rightSection={
            value !== null && !isTyping ? (
              <Combobox.ClearButton
                aria-label={t('common.clearSelection')}
                aria-hidden={false}
                tabIndex={0}
                onClear={handleClear}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value !== null && !isTyping ? 'all' : 'none'}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            stopTyping();
          }}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIsTyping(true);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          aria-label={label}
          style={{ maxHeight: OPTIONS_MAX_HEIGHT, overflowY: 'auto' }}
        >
          {search.results.map((item) => (
            <Combobox.Option key={getKey(item)} value={getKey(item)}>
              <Text size="sm">{getLabel(item)}</Text>
              {getDescription?.(item) && (
                <Text size="xs" c="dimmed">
                  {getDescription(item)}
                </Text>
              )}
            </Combobox.Option>
          ))}
          <OptionStatus status={search.status} />
          {actions.map((action) => (
            <Combobox.Option key={action.key} value={ACTION_PREFIX + action.key}>
              <Text size="sm" fw={500} c="blue">
                {action.label}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
