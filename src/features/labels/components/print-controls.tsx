import { useState } from 'react';
import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { labelsPerSheetValues, maxSheets, type LabelsPerSheet } from '@contract/labels';
import type { PrintSettings } from '../print-settings';

/** Typing a number of pages settles before new labels are asked for. */
const PAGES_SETTLE_MS = 400;

interface PrintControlsProps {
  settings: PrintSettings;
  onChange: (settings: PrintSettings) => void;
  onLayoutChange: (perSheet: LabelsPerSheet) => void;
}

/** Number of pages (not when reprinting one label), Layout and Start at label. */
export function PrintControls({ settings, onChange, onLayoutChange }: PrintControlsProps) {
  const { t } = useTranslation();
  const maxPages = maxSheets(settings.perSheet);
  const [pages, setPages] = useState<number | string>(settings.sheets);
  const [shownSheets, setShownSheets] = useState(settings.sheets);
  // The layout can lower the number of pages: follow the settings when they change.
  if (shownSheets !== settings.sheets) {
    setShownSheets(settings.sheets);
    setPages(settings.sheets);
  }
  const commitPages = useDebouncedCallback((value: number) => {
    onChange({ ...settings, sheets: value });
  }, PAGES_SETTLE_MS);

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {!settings.patientId && (
          <NumberInput
            label={t('labels.controls.pages')}
            description={t('labels.controls.pagesHint', { max: maxPages })}
            min={1}
            max={maxPages}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={pages}
            onChange={(value) => {
              setPages(value);
              if (typeof value === 'number' && value >= 1) commitPages(value);
            }}
            onBlur={() => {
              if (typeof pages !== 'number' || pages < 1) setPages(settings.sheets);
              else commitPages.flush();
            }}
            w={180}
          />
        )}
        <NumberInput
          label={t('labels.controls.startAt')}
          description={t('labels.controls.startAtHint', { max: settings.perSheet })}
          min={1}
          max={settings.perSheet}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={settings.startAt}
          onChange={(value) => {
            if (typeof value === 'number' && value >= 1) onChange({ ...settings, startAt: value });
          }}
          w={240}
        />
      </Group>
      <Radio.Group
        label={t('labels.controls.layout')}
        description={t('labels.controls.layoutHint')}
        value={String(settings.perSheet)}
        onChange={(value) => {
          const perSheet = labelsPerSheetValues.find((option) => String(option) === value);
          if (perSheet) onLayoutChange(perSheet);
        }}
      >
        <Group mt="xs" gap="lg">
          {labelsPerSheetValues.map((option) => (
            <Radio
              key={option}
              value={String(option)}
              label={t(`labels.controls.layout${option}`)}
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
