type Cleanup = () => Promise<void>;

const cleanups: Cleanup[] = [];

/** Registers work to undo after the current test file (run by setup.ts, last in, first out). */
export function registerCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.();
}
