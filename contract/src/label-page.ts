/**
 * [ours] What the server hands the server render of the label page (`src/ssr/patient-page.tsx`,
 * issue 13): written once here, because the server's and the SPA's TypeScript projects do not see
 * each other's sources.
 */
export interface PatientPageInput {
  /** The signed-in member as GET /users/me answers. */
  user: unknown;
  /** The patient as GET /patients/:id answers (PHI rule applied by the server). */
  patient: unknown;
  collectPhi: boolean;
  /** This page's absolute address, for its QR code. */
  address: string;
  /** The UI language the page is written in. */
  language: string;
  /** common.json by language: the page's language, and English for keys it lacks. */
  translations: Record<string, Record<string, unknown>>;
  /** Who last updated the patient, when the viewer may know it. */
  updatedBy: string | null;
  /** Built files the page links (from Vite's manifest), as absolute paths. */
  assets: { stylesheets: readonly string[]; script: string | null };
  /**
   * Test rigs only (the server's REPORT_MISSING_KEYS): English does not stand in for a key the
   * page's language lacks, and the keys are listed in `<html data-missing-keys>` (a JSON array
   * of `language:namespace:key`, as the SPA's window.__lifelineMissingKeys), for the e2e walk.
   */
  reportMissingKeys?: boolean;
}
