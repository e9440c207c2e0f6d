/**
 * Waits until `probe` holds, asking it every `everyMs`; throws once `seconds` have passed. For
 * what a job queue or another process does in its own time.
 */
export async function eventually(
  probe: () => boolean | Promise<boolean>,
  seconds = 30,
  everyMs = 100,
): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
