/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Build-time fallback of the PHI switch; the server's injected window.env wins. */
  readonly VITE_FEATURE_COLLECT_PHI?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /**
   * Runtime settings: index.html ships `window.env = null;` and the server replaces it
   * with the `VITE_*` environment variables as strings.
   */
  env?: Readonly<Record<string, string | undefined>> | null;
}
