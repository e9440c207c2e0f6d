import { useEffect, useEffectEvent, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { patientIdOfLabelUrl } from '@contract/labels';
import { readAccessCodes } from '../api/access-codes';
import { useEncodedSheets, type QrPoolHandle } from '../api/use-label-sheets';
import type { LabelLayout, SheetSlots } from '../label-layouts';
import { LabelSheet } from './label-sheet';
import classes from './label-sheets.module.css';

/** Aim for steps short enough that the tab answers input between them. */
const STEP_BUDGET_MS = 40;
/** With one path per QR a step of all 50 sheets stays near 100 ms: let steps grow to it. */
const MAX_STEP_SHEETS = 50;

interface LabelSheetsProps {
  sheets: SheetSlots[];
  layout: LabelLayout;
  /** The workers that encode the sheets' QR codes (none without workers: drawn here). */
  pool: QrPoolHandle;
  /** Sheets drawn so far: called after each step, and once all are drawn. */
  onProgress: (drawn: number) => void;
}

/**
 * Draws the sheets a few at a time, yielding to the browser between steps, so 50 sheets of 20
 * QR codes never freeze the tab. The step grows while steps stay under budget and shrinks when
 * one runs long. The parent keys it by run, so a new run starts from the first sheet. The preview is a picture of the paper: screen readers get the status instead.
 */
export function LabelSheets({ sheets, layout, pool, onProgress }: LabelSheetsProps) {
  const encoded = useEncodedSheets(sheets, pool);
  const [drawn, setDrawn] = useState(0);
  const step = useRef({ size: 4, startedAt: 0 });
  const reportProgress = useEffectEvent(onProgress);
  const { t } = useTranslation();
  // [ours] Issue 25: the labels' access codes, in one request, before the first sheet is drawn
  // (so Print waits for them); an older server has none and the sheets print without.
  const ids = useMemo(
    () =>
      sheets.flatMap((slots) => slots.flatMap((url) => (url ? [patientIdOfLabelUrl(url)] : []))),
    [sheets],
  );
  const codes = useQuery({
    queryKey: ['emergency-access', 'codes', ids],
    queryFn: () => readAccessCodes(ids),
    staleTime: Infinity,
    retry: 1,
  });
  const accessCodes = useMemo(
    () => (codes.data ? { codes: codes.data, caption: t('labels.accessCode') } : undefined),
    [codes.data, t],
  );

  useEffect(() => {
    reportProgress(drawn);
    const drawable = codes.isPending ? 0 : Math.min(encoded.available, sheets.length);
    if (drawn >= drawable) return;
    const current = step.current;
    if (current.startedAt > 0) {
      const took = performance.now() - current.startedAt;
      current.size =
        took < STEP_BUDGET_MS / 2
          ? Math.min(current.size * 2, MAX_STEP_SHEETS)
          : took > STEP_BUDGET_MS
            ? Math.max(1, Math.floor(current.size / 2))
            : current.size;
    }
    const timer = setTimeout(() => {
      current.startedAt = performance.now();
      setDrawn((count) => Math.min(count + current.size, drawable));
    }, 0);
    return () => clearTimeout(timer);
  }, [drawn, sheets.length, encoded.available, codes.isPending]);

  // The layout's grid, once for all sheets (label-sheets.module.css).
  const grid = { '--columns': layout.columns, '--rows': layout.rows } as CSSProperties;

  return (
    <div className={classes.sheets} style={grid} aria-hidden data-testid="label-sheets">
      {sheets.slice(0, drawn).map((slots, index) => (
        <LabelSheet
          key={index}
          slots={slots}
          paths={encoded.paths?.[index]}
          accessCodes={accessCodes}
        />
      ))}
    </div>
  );
}
