import { readFileSync } from 'node:fs';

/**
 * [ours] Issue 25, test rigs only: the milliseconds written in TEST_CLOCK_FILE (0 when there is
 * no file or no number in it), added to emergency access's clock so an e2e journey sees a grant
 * expire without waiting an hour. Read on each call (a tiny file); config.ts refuses the setting
 * with NODE_ENV=production, and without it the offset is always 0.
 */
export function testClockOffset(file: string | null): () => number {
  if (file === null) return () => 0;
  return () => {
    try {
      const offset = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      return Number.isFinite(offset) ? offset : 0;
    } catch {
      return 0;
    }
  };
}
