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
 * on sheets, the workers that encode their QR codes, and how many sheets the page has drawn so
 * far. The codes' progress is the sheets' own state (useEncodedSheets), so a worker's answer
 * re-renders the sheets and not the page.
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
  const pool = useQrPool();
  // Progress belongs to the sheets it was reported for: new sheets start with none drawn.
  const [progress, setProgress] = useState<{ of: SheetSlots[] | null; drawn: number }>({
    of: null,
    drawn: 0,
  });
  const reportDrawn = useCallback((drawn: number) => setProgress({ of: sheets, drawn }), [sheets]);
  const drawn = sheets && progress.of === sheets ? progress.drawn : 0;
  return {
    labels,
    pool,
    urls,
    sheets,
    drawn,
    reportDrawn,
    isReady: sheets !== null && drawn === sheets.length,
  };
}

/** The page's encoding workers: started on first use, stopped when the page leaves. */
export interface QrPoolHandle {
  /** The pool, started now if it is not yet; null when the browser has no workers. */
  get: () => QrPool | null;
}

/**
 * The encoding workers, started as soon as the page opens so they are ready when the label URLs
 * arrive. The sheets may ask first (a reprint has its URL at once, and a child's effects run
 * before its parent's), so whichever asks first starts them.
 */
function useQrPool(): QrPoolHandle {
  const pool = useRef<QrPool | null>(null);
  const [handle] = useState<QrPoolHandle>(() => ({
    get: () => {
      if (!pool.current && canEncodeInWorkers()) pool.current = createQrPool();
      return pool.current;
    },
  }));
  useEffect(() => {
    handle.get();
    return () => {
      pool.current?.terminate();
      pool.current = null;
    };
  }, [handle]);
  return handle;
}

export interface EncodedSheets {
  /** Leading sheets whose QR codes are ready to draw. */
  available: number;
  /** Per sheet, the paths of its QR codes in slot order; absent when drawn in the page. */
  paths: (QrPath[] | undefined)[] | undefined;
}

/**
 * The QR codes of the sheets, encoded in the pool's workers sheet by sheet (see qr-pool.ts).
 * Without workers every sheet is available at once and the page draws the codes itself.
 */
export function useEncodedSheets(sheets: SheetSlots[], pool: QrPoolHandle): EncodedSheets {
  const [encoded, setEncoded] = useState<{
    of: SheetSlots[] | null;
    paths: (QrPath[] | undefined)[];
  }>({ of: null, paths: [] });
  const inWorkers = canEncodeInWorkers();

  useEffect(() => {
    const workers = pool.get();
    if (!workers) return;
    const paths: (QrPath[] | undefined)[] = Array.from({ length: sheets.length });
    return workers.encode(
      sheets.map((slots) => slots.filter((url): url is string => url !== null)),
      (batch, result) => {
        paths[batch] = result;
        setEncoded({ of: sheets, paths: [...paths] });
      },
    );
  }, [sheets, pool]);

  if (!inWorkers) return { available: sheets.length, paths: undefined };
  const paths = encoded.of === sheets ? encoded.paths : [];
  const firstMissing = paths.findIndex((sheet) => sheet === undefined);
  const available = paths.length === 0 ? 0 : firstMissing === -1 ? paths.length : firstMissing;
  return { available, paths };
}
