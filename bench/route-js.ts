// npx tsx bench/route-js.ts [dist] — the JavaScript a first visit to /patients/:id loads, per
// file, read from a production build (npm run build first), against issue #13's budget.
import {
  PATIENT_ROUTE_BUDGET,
  PATIENT_ROUTE_MODULES,
  PATIENT_ROUTE_TARGET,
  routeFiles,
} from './route-bundle';

const files = routeFiles(process.argv[2] ?? 'dist', PATIENT_ROUTE_MODULES);
for (const { file, bytes, gzip } of files)
  console.log(
    `${(gzip / 1000).toFixed(2).padStart(8)} KB gzip ${String(bytes).padStart(8)} B  ${file}`,
  );
const total = files.reduce((sum, file) => sum + file.gzip, 0);
console.log(
  `${files.length} files, ${(total / 1000).toFixed(1)} KB gzip (enforced ceiling ${PATIENT_ROUTE_BUDGET / 1000} KB; issue #13's target ${PATIENT_ROUTE_TARGET / 1000} KB)`,
);
