import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { layOutSheets, type SheetSlots } from '../label-layouts';
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
  // Progress belongs to the sheets it was reported for: new sheets start with none drawn.
  const [progress, setProgress] = useState<{ of: SheetSlots[] | null; drawn: number }>({
    of: null,
    drawn: 0,
  });
  const reportDrawn = useCallback((drawn: number) => setProgress({ of: sheets, drawn }), [sheets]);
  const drawn = sheets && progress.of === sheets ? progress.drawn : 0;
  return {
    labels,
    urls,
    sheets,
    drawn,
    reportDrawn,
    isReady: sheets !== null && drawn === sheets.length,
  };
}
