import type { LabelsPerSheet } from '@contract/labels';

/** A US letter sheet, in inches. */
export const SHEET_WIDTH_IN = 8.5;
export const SHEET_HEIGHT_IN = 11;
/** Every label is a two-inch square (SPEC §9). */
export const LABEL_SIZE_IN = 2;

export interface LabelPosition {
  /** Offsets of the label's top-left corner from the sheet's, in inches. */
  left: number;
  top: number;
}

export interface LabelLayout {
  perSheet: LabelsPerSheet;
  columns: number;
  rows: number;
  /** Label positions in reading order: left to right, then top to bottom. */
  positions: LabelPosition[];
}

/**
 * Offsets of `count` two-inch labels spread evenly over `length` inches: equal margins and gaps,
 * so the grid is centred on the sheet as on common 2 × 2 inch label stock (12-up: 3 × 4 with
 * 0.625 in across; 20-up: 4 × 5).
 */
function evenOffsets(count: number, length: number): number[] {
  const gap = (length - count * LABEL_SIZE_IN) / (count + 1);
  return Array.from({ length: count }, (_, index) => gap + index * (LABEL_SIZE_IN + gap));
}

function gridLayout(perSheet: LabelsPerSheet, columns: number, rows: number): LabelLayout {
  const lefts = evenOffsets(columns, SHEET_WIDTH_IN);
  const tops = evenOffsets(rows, SHEET_HEIGHT_IN);
  return {
    perSheet,
    columns,
    rows,
    positions: tops.flatMap((top) => lefts.map((left) => ({ left, top }))),
  };
}

export const labelLayouts: Record<LabelsPerSheet, LabelLayout> = {
  12: gridLayout(12, 3, 4),
  20: gridLayout(20, 4, 5),
};

/** One sheet's slots: the label URL printed there, or null for a slot left blank. */
export type SheetSlots = (string | null)[];

/**
 * Lays the URLs out on sheets: the first sheet starts at slot `startAt` (1-based, so a partly
 * used sheet can go back in the printer), the rest fill from the first slot. Trailing slots of
 * the last sheet stay blank.
 */
export function layOutSheets(urls: string[], perSheet: number, startAt = 1): SheetSlots[] {
  const slots: (string | null)[] = [...Array<null>(startAt - 1).fill(null), ...urls];
  const sheets: SheetSlots[] = [];
  for (let index = 0; index < slots.length; index += perSheet) {
    const sheet = slots.slice(index, index + perSheet);
    sheets.push([...sheet, ...Array<null>(perSheet - sheet.length).fill(null)]);
  }
  return sheets;
}

/** The labels a run of `sheets` sheets holds when the first sheet starts at slot `startAt`. */
export function labelCount(sheets: number, perSheet: number, startAt: number): number {
  return sheets * perSheet - (startAt - 1);
}

/** The human-readable code under a QR: the contract's rule, shared with the offline screen. */
export { labelShortCode as shortCode } from '@contract/labels';
