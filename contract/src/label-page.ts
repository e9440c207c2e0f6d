/**
 * [ours] The label page (issue 13, issue 20): `/patients/<id>` rendered on the server
 * (server/src/modules/label-page, src/ssr/label-page.tsx). What the server, the SPA, the build
 * and bench/ must agree on is written once here, because the server's and the SPA's TypeScript
 * projects do not see each other's sources.
 */

/** The server render's source, the SSR entry of `npm run build` (package.json). */
export const LABEL_PAGE_SSR_SOURCE = 'src/ssr/label-page.tsx';

/** Where `npm run build` writes the server render, under the static root (dist/). */
export const LABEL_PAGE_SSR_MODULE = 'ssr/label-page.js';

/** The entry of the page's small script and stylesheet: its key in Vite's manifest. */
export const LABEL_PAGE_SCRIPT_ENTRY = 'src/ssr/page-script.ts';

/** The name of that entry in the build (vite.config.ts): its files are `assets/label-page-<hash>.*`. */
export const LABEL_PAGE_SCRIPT_NAME = 'label-page';

/** The id of the JSON data block the server puts in the SPA's label page (src/app/page-data.ts). */
export const LABEL_PAGE_DATA_ID = 'lifeline-page-data';

/**
 * The SPA's route modules a visit to the label page runs (src/app/router.tsx), outermost first:
 * the server preloads them for the SPA's page, bench/ weighs them.
 */
export const LABEL_PAGE_ROUTE_MODULES = [
  'src/app/routes/signed-in-layout.tsx',
  'src/app/routes/patient.tsx',
] as const;

/** What the server hands the server render (`renderLabelPage` of src/ssr/label-page.tsx). */
export interface LabelPageInput {
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
