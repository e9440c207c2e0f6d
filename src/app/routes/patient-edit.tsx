import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { can } from '@contract/permissions';
import {
  CatalogAdderContext,
  type CatalogAdderProps,
} from '@/components/medical-data-picker/catalog-adder';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { catalogQueries } from '@/features/catalogs/api/catalogs.queries';
import { AddCatalogEntry } from '@/features/catalogs/components/add-catalog-entry';
import { HospitalChooser } from '@/features/hospitals/components/hospital-chooser';
import { patientQueries } from '@/features/patients/api/patients.queries';
import { NotALabelLink } from '@/features/patients/components/not-a-label-link';
import { PatientEditPage } from '@/features/patients/components/editor/patient-edit-page';
import { isNewPatientState, isPatientId } from '@/features/patients/patient-routes';
import { PhysicianChooser } from '@/features/physicians/components/physician-chooser';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/**
 * The patient editor, in its own chunk (the view stays light). The choosers, the catalogs'
 * searches and the form that adds to a catalog (for a member who may) belong to other features,
 * so they are composed here.
 */
export const loader = guardedLoader(
  requireCapability('patient.update'),
  async ({ params }, { queryClient }) => {
    const id = params.patientId ?? '';
    // Not a label's id: the page says so, and asks the API nothing.
    if (isPatientId(id)) await prefetch(queryClient, patientQueries.detail(id));
  },
);

/**
 * [ours] Issue 24: Follow on the editor too: a volunteer who scans a label gets the server's
 * label page, whose Edit opens this page (the Follow of the SPA's view is out of their reach).
 */
const FollowButton = lazy(() =>
  import('@/features/notices/components/follow-button').then((module) => ({
    default: module.FollowButton,
  })),
);

const choosers = { HospitalChooser, PhysicianChooser };

const renderCatalogAdder = (props: CatalogAdderProps) => <AddCatalogEntry {...props} />;

export function Component() {
  const { patientId = '' } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  if (!isPatientId(patientId)) return <NotALabelLink patientId={patientId} />;
  return (
    <CatalogAdderContext.Provider value={can(user, 'catalog.register') ? renderCatalogAdder : null}>
      <PatientEditPage
        key={patientId}
        patientId={patientId}
        viewerId={user?.id ?? ''}
        isNew={isNewPatientState(location.state as unknown)}
        headerActions={
          can(user, 'patient.follow') ? (
            <Suspense fallback={null}>
              <FollowButton patientId={patientId} />
            </Suspense>
          ) : null
        }
        collectPhi={isPhiEnabled()}
        getCatalogOptions={catalogQueries.search}
        choosers={choosers}
      />
    </CatalogAdderContext.Provider>
  );
}
