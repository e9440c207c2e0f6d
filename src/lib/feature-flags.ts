type RuntimeEnv = Readonly<Record<string, string | undefined>> | null | undefined;

/** The PHI switch is on only for the exact string `true`: `TRUE`, `1` or ` true` are off. */
export function parseFlag(value: unknown): boolean {
  return value === 'true';
}

/**
 * Collect PHI? The server-injected `window.env` decides; under the Vite dev server it is
 * null and the build-time value is used instead.
 */
export function isPhiEnabled(
  runtimeEnv: RuntimeEnv = typeof window === 'undefined' ? null : window.env,
  buildTimeValue: string | undefined = import.meta.env.VITE_FEATURE_COLLECT_PHI,
): boolean {
  if (runtimeEnv) return parseFlag(runtimeEnv.VITE_FEATURE_COLLECT_PHI);
  return parseFlag(buildTimeValue);
}
