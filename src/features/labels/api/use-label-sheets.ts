import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { layOutSheets, type SheetSlots } from '../label-layouts';
import type { QrPath } from '../qr-code';
import { canEncodeInWorkers, createQrPool, type QrPool } from '../qr-pool';
import { labelQueries } from './labels.queries';

interface LabelSheetsInput {
  /** Labels to ask the server for (a new run). */
  count: number;
  /** Runs printed on this page so far: a new run asks for new ids. */
  run: number;
  /** Reprint: this one URL instead of new ones. */
  reprintUrl: string | null;
  perSheet: number;
  startAt: number;
}

/**
 * A print run: its label URLs (new ones from the server, or the one being reprinted), laid out
 * on sheets, and how many sheets the page has drawn so far.
 */
export function useLabelSheets({ count, run, reprintUrl, perSheet, startAt }: LabelSheetsInput) {
  const labels = useQuery({ ...labelQueries.run(count, run), enabled: reprintUrl === null });
  const urls = useMemo(
    () => (reprintUrl ? [reprintUrl] : (labels.data ?? null)),
    [reprintUrl, labels.data],
  );
  const sheets = useMemo(
    () => (urls ? layOutSheets(urls, perSheet, startAt) : null),
    [urls, perSheet, startAt],
  );
  const encoded = useEncodedSheets(sheets);
  // Progress belongs to the sheets it was reported for: new sheets start with none drawn.
  const [progress, setProgress] = useState<{ of: SheetSlots[] | null; drawn: number }>({
    of: null,
    drawn: 0,
  });
  const reportDrawn = useCallback((drawn: number) => setProgress({ of: sheets, drawn }), [sheets]);
  const drawn = sheets && progress.of === sheets ? progress.drawn : 0;
  return {
    labels,
    encoded,
    urls,
    sheets,
    drawn,
    reportDrawn,
    isReady: sheets !== null && drawn === sheets.length,
  };
}

export interface EncodedSheets {
  /** Leading sheets whose QR codes are ready to draw. */
  available: number;
  /** Per sheet, the paths of its QR codes in slot order; absent when drawn in the page. */
  paths: (QrPath[] | undefined)[] | undefined;
}

/**
 * The QR codes of the sheets, encoded in workers sheet by sheet (see qr-pool.ts). Without
 * workers every sheet is available at once and the page draws the codes itself.
 */
function useEncodedSheets(sheets: SheetSlots[] | null): EncodedSheets {
  const [encoded, setEncoded] = useState<{
    of: SheetSlots[] | null;
    paths: (QrPath[] | undefined)[];
  }>({ of: null, paths: [] });
  const inWorkers = canEncodeInWorkers();
  const pool = useRef<QrPool | null>(null);

  // The workers start with the page, while the label URLs are still on their way.
  useEffect(() => {
    if (!inWorkers) return;
    const started = createQrPool();
    pool.current = started;
    return () => {
      started.terminate();
      pool.current = null;
    };
  }, [inWorkers]);

  useEffect(() => {
    if (!sheets || !pool.current) return;
    const paths: (QrPath[] | undefined)[] = Array.from({ length: sheets.length });
    return pool.current.encode(
      sheets.map((slots) => slots.filter((url): url is string => url !== null)),
      (batch, result) => {
        paths[batch] = result;
        setEncoded({ of: sheets, paths: [...paths] });
      },
    );
  }, [sheets]);

  if (!sheets) return { available: 0, paths: undefined };
  if (!inWorkers) return { available: sheets.length, paths: undefined };
  const paths = encoded.of === sheets ? encoded.paths : [];
  const firstMissing = paths.findIndex((sheet) => sheet === undefined);
  const available = paths.length === 0 ? 0 : firstMissing === -1 ? paths.length : firstMissing;
  return { available, paths };
}
