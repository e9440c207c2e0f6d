import { describe, expect, it } from 'vitest';
import {
  labelLayouts,
  layOutSheets,
  LABEL_SIZE_IN,
  SHEET_HEIGHT_IN,
  SHEET_WIDTH_IN,
} from './label-layouts';
import { printSettingsParams, readPrintSettings } from './print-settings';

describe('label layouts', () => {
  it.each([
    [12, 3, 4],
    [20, 4, 5],
  ] as const)(
    '%i per sheet: %i × %i two-inch labels, centred, none off the sheet',
    (perSheet, columns, rows) => {
      const layout = labelLayouts[perSheet];
      expect(layout.positions).toHaveLength(perSheet);
      expect(new Set(layout.positions.map((p) => p.left)).size).toBe(columns);
      expect(new Set(layout.positions.map((p) => p.top)).size).toBe(rows);
      const first = layout.positions[0]!;
      const last = layout.positions.at(-1)!;
      // Centred: the margin left of the first label equals the margin right of the last one.
      expect(SHEET_WIDTH_IN - (last.left + LABEL_SIZE_IN)).toBeCloseTo(first.left, 9);
      expect(SHEET_HEIGHT_IN - (last.top + LABEL_SIZE_IN)).toBeCloseTo(first.top, 9);
      expect(first.left).toBeGreaterThan(0);
      expect(first.top).toBeGreaterThan(0);
    },
  );

  it('puts the 12-up labels 0.625 in apart across, as on common 3 × 4 square-label stock', () => {
    expect(labelLayouts[12].positions.slice(0, 3).map((p) => p.left)).toEqual([0.625, 3.25, 5.875]);
  });

  it('starts the first sheet at label N and fills the last sheet with blanks', () => {
    const urls = Array.from({ length: 15 }, (_, i) => `u${i}`);
    const sheets = layOutSheets(urls, 12, 4);
    expect(sheets).toHaveLength(2);
    expect(sheets[0]?.slice(0, 4)).toEqual([null, null, null, 'u0']);
    expect(sheets[1]?.slice(0, 7)).toEqual(['u9', 'u10', 'u11', 'u12', 'u13', 'u14', null]);
    expect(sheets[1]).toHaveLength(12);
  });
});

describe('print settings in the address', () => {
  const read = (query: string) => readPrintSettings(new URLSearchParams(query));

  it('defaults to 1 page of 12, from label 1', () => {
    expect(read('')).toEqual({ sheets: 1, perSheet: 12, startAt: 1, patientId: null });
    expect(printSettingsParams(read('')).toString()).toBe('');
  });

  it('keeps odd values inside the limits', () => {
    expect(read('pages=0&layout=7&start=99')).toEqual({
      sheets: 1,
      perSheet: 12,
      startAt: 12,
      patientId: null,
    });
    expect(read('pages=2.5&layout=20')).toMatchObject({ sheets: 1, perSheet: 20 });
    expect(read('pages=60&layout=20')).toMatchObject({ sheets: 50 });
  });

  it('reprints one page for a patient id', () => {
    expect(read('id=abc&pages=9')).toMatchObject({ sheets: 1, patientId: 'abc' });
    expect(printSettingsParams(read('id=abc&start=3')).toString()).toBe('id=abc&start=3');
  });
});
