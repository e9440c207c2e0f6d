import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { can } from '@contract/permissions';
import { paths } from '@contract/paths';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { patientQueries } from '@/features/patients/api/patients.queries';
import { NotALabelLink } from '@/features/patients/components/not-a-label-link';
import { PatientPage } from '@/features/patients/components/view/patient-page';
import { isPatientId } from '@/features/patients/patient-routes';
import { requireCapability } from '@/lib/auth-guards';
import { isPhiEnabled } from '@/lib/feature-flags';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/**
 * The responder's screen: kept light (no editor, pickers or tables in this chunk). When there is
 * no patient for the label, the page itself hands over to the editor with the isNew flag, which
 * a loader redirect could not carry.
 */
export const loader = guardedLoader(
  requireCapability('patient.view'),
  async ({ params }, { queryClient }) => {
    const id = params.patientId ?? '';
    // Not a label's id: the page says so, and asks the API nothing.
    if (isPatientId(id)) await prefetch(queryClient, patientQueries.detail(id));
  },
);

/** Admins only, in its own chunk: the responder's route does not grow (issue 12). */
const PatientAccessHistory = lazy(() =>
  import('@/features/audit/components/patient-access-history').then((module) => ({
    default: module.PatientAccessHistory,
  })),
);

/** [ours] Issue 24: staff and volunteers follow a patient; its own chunk, off the responder's. */
const FollowButton = lazy(() =>
  import('@/features/notices/components/follow-button').then((module) => ({
    default: module.FollowButton,
  })),
);

/** [ours] Issue 25: "Share with hospital" and "Export FHIR", in their own chunk. */
const HospitalHandoff = lazy(() =>
  import('@/features/handoff/hospital-handoff').then((module) => ({
    default: module.HospitalHandoff,
  })),
);

/** [ours] Issue 25: admins give the label a new emergency access code; its own chunk. */
const AccessCodePanel = lazy(() =>
  import('@/features/emergency-access/components/rotate-code').then((module) => ({
    default: module.AccessCodePanel,
  })),
);

export function Component() {
  const { patientId = '' } = useParams();
  const user = useCurrentUser();
  const isLabelId = isPatientId(patientId);
  // [ours] Issue 22: the start page's "recently opened on this device" (the id and time only),
  // once the patient has been read; loaded after the record, off the responder route's budget.
  const isRead = useQuery({ ...patientQueries.detail(patientId), enabled: isLabelId }).isSuccess;
  const memberId = user?.id;
  useEffect(() => {
    if (!memberId || !isRead) return;
    void import('@/lib/recent-patients').then((module) =>
      module.rememberPatient(memberId, patientId),
    );
  }, [memberId, patientId, isRead]);
  if (!isLabelId) return <NotALabelLink patientId={patientId} />;
  return (
    <PatientPage
      patientId={patientId}
      viewer={user}
      collectPhi={isPhiEnabled()}
      address={`${window.location.origin}${paths.patient.href(patientId)}`}
      headerActions={
        can(user, 'patient.follow') ? (
          <Suspense fallback={null}>
            <FollowButton patientId={patientId} />
          </Suspense>
        ) : null
      }
      footer={
        <>
          {can(user, 'patient.share') ? (
            <Suspense fallback={null}>
              <HospitalHandoff patientId={patientId} canExport={can(user, 'patient.exportFhir')} />
            </Suspense>
          ) : null}
          {can(user, 'emergency.manage') ? (
            <Suspense fallback={null}>
              <AccessCodePanel patientId={patientId} />
            </Suspense>
          ) : null}
          {can(user, 'audit.list') ? (
            <Suspense fallback={null}>
              <PatientAccessHistory patientId={patientId} />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
