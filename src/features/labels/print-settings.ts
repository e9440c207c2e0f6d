import {
  DEFAULT_LABELS_PER_SHEET,
  DEFAULT_SHEETS,
  labelsPerSheetValues,
  maxSheets,
  type LabelsPerSheet,
} from '@contract/labels';

/** The print page's settings, kept in its address so a reload or a shared link keeps them. */
export interface PrintSettings {
  sheets: number;
  perSheet: LabelsPerSheet;
  /** 1-based slot of the first sheet where printing starts. */
  startAt: number;
  /** Reprint: the one patient whose label is printed; no new ids are asked for. */
  patientId: string | null;
}

export const PARAMS = { sheets: 'pages', perSheet: 'layout', startAt: 'start', patientId: 'id' };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function wholeNumber(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) ? value : fallback;
}

/** Reads the settings from the address: absent or odd values fall back to SPEC's defaults. */
export function readPrintSettings(params: URLSearchParams): PrintSettings {
  const layout = Number(params.get(PARAMS.perSheet));
  const perSheet =
    labelsPerSheetValues.find((value) => value === layout) ?? DEFAULT_LABELS_PER_SHEET;
  const patientId = params.get(PARAMS.patientId)?.trim() || null;
  return {
    sheets: patientId
      ? 1
      : clamp(wholeNumber(params.get(PARAMS.sheets), DEFAULT_SHEETS), 1, maxSheets(perSheet)),
    perSheet,
    startAt: clamp(wholeNumber(params.get(PARAMS.startAt), 1), 1, perSheet),
    patientId,
  };
}

/** The address's query for the settings, leaving defaults out. */
export function printSettingsParams(settings: PrintSettings): URLSearchParams {
  const params = new URLSearchParams();
  if (settings.patientId) params.set(PARAMS.patientId, settings.patientId);
  else if (settings.sheets !== DEFAULT_SHEETS) params.set(PARAMS.sheets, String(settings.sheets));
  if (settings.perSheet !== DEFAULT_LABELS_PER_SHEET)
    params.set(PARAMS.perSheet, String(settings.perSheet));
  if (settings.startAt !== 1) params.set(PARAMS.startAt, String(settings.startAt));
  return params;
}

/** A new layout keeps the other settings inside its own limits. */
export function withLayout(settings: PrintSettings, perSheet: LabelsPerSheet): PrintSettings {
  return {
    ...settings,
    perSheet,
    sheets: Math.min(settings.sheets, maxSheets(perSheet)),
    startAt: Math.min(settings.startAt, perSheet),
  };
}
