// npx tsx bench/route-js.ts [dist] — the JavaScript a first visit to /patients/:id loads, per
// file, read from a production build (npm run build first), against issue #13's budget: the
// server-rendered page's scripts, then the SPA's own patient route (?app) for comparison.
import { LABEL_PAGE_ROUTE_MODULES } from '../contract/src/label-page';
import { pageScripts, renderLabelPage } from './label-page';
import {
  PATIENT_ROUTE_BUDGET,
  routeFiles,
  sized,
  SPA_PATIENT_ROUTE_CEILING,
  type RouteFile,
} from './route-bundle';

const dist = process.argv[2] ?? 'dist';

function print(title: string, files: RouteFile[], limit: number) {
  console.log(title);
  for (const { file, bytes, gzip } of files)
    console.log(
      `${(gzip / 1000).toFixed(2).padStart(8)} KB gzip ${String(bytes).padStart(8)} B  ${file}`,
    );
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(
    `${files.length} files, ${(total / 1000).toFixed(1)} KB gzip (limit ${limit / 1000} KB)\n`,
  );
}

const scripts = pageScripts(await renderLabelPage(dist));
print(
  'The server-rendered label page (a first visit to /patients/:id):',
  scripts.map((script) => sized(dist, (script.src ?? '').replace(/^\//, ''))),
  PATIENT_ROUTE_BUDGET,
);
print(
  "The SPA's own patient route (?app):",
  routeFiles(dist, LABEL_PAGE_ROUTE_MODULES),
  SPA_PATIENT_ROUTE_CEILING,
);
