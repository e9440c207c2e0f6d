import { roleAtLeast, type Role } from './roles';

/**
 * Who may do what: one table, read by name everywhere (server route declarations, SPA route
 * loaders, buttons, the sidebar, MSW guards, access tests, e2e fixtures). No role literal at a
 * call site.
 *
 * Capabilities without a suffix are the API's rule (API.md §3, enforced by the server).
 * Capabilities ending in `InUi` are the SPA's rule (SPEC §6) where it deliberately asks for more
 * than the API does: the SPA shows less, and the server still allows the API call.
 */
export const permissions = {
  // Session
  'session.me': 'FIRST_RESPONDER',
  'dashboard.view': 'FIRST_RESPONDER',
  /** [ours] PATCH /users/me and /users/me/password: every member edits their own profile. */
  'profile.update': 'FIRST_RESPONDER',
  /** [ours] GET and DELETE /users/me/sessions(/:id): every member manages their own sessions. */
  'session.manageOwn': 'FIRST_RESPONDER',

  /**
   * [ours] The sidebar's 'Admin panel' heading (issue 22): over the Dashboard link it told a
   * responder they were in an admin area. The links under it keep their own capabilities.
   */
  'sidebar.adminPanelInUi': 'ADMIN',

  // Members. The API lets STAFF list and act on members (API.md §4.2); SPEC §6 shows the
  // members pages to ADMIN only.
  'user.list': 'STAFF',
  'user.listInUi': 'ADMIN',
  /** GET /users/:id: STAFF, or the user themself (the server adds that rule). */
  'user.view': 'STAFF',
  /** [SPA] The member page (/users/:userId) is ADMIN's, like the other members pages. */
  'user.viewInUi': 'ADMIN',
  'user.update': 'ADMIN',
  /** approve, reject, disable, enable. */
  'user.approve': 'STAFF',
  /** [ours] DELETE /users/:id/sessions: end all of a member's sessions. */
  'user.endSessions': 'ADMIN',
  'invite.manage': 'ADMIN',
  /** [ours] DELETE /users/:id/mfa: reset a member's two-factor sign-in (a lost phone). */
  'user.resetMfa': 'ADMIN',
  'license.import': 'ADMIN',

  // Patients. GET /patients is VOLUNTEER in the API; SPEC §6 lists patients from STAFF.
  'patient.list': 'VOLUNTEER',
  'patient.listInUi': 'STAFF',
  'patient.view': 'FIRST_RESPONDER',
  'patient.create': 'VOLUNTEER',
  'patient.update': 'VOLUNTEER',
  'patient.delete': 'ADMIN',
  /**
   * [ours] The signed form's pages and the patient's photo (issue 23): attached, replaced and
   * deleted by whoever may update the patient, read by whoever may view it (kept equal to
   * `patient.update` and `patient.view` by documents.test.ts).
   */
  'document.manage': 'VOLUNTEER',
  'document.view': 'FIRST_RESPONDER',
  /** [ours] Issue 24: PUT/DELETE/GET /patients/:id/follow; staff and volunteers follow a household. */
  'patient.follow': 'VOLUNTEER',
  /**
   * [ours] Issue 24: POST /patients/:id/verification, by whoever may edit the patient (kept
   * equal to `patient.update` by verification.test.ts).
   */
  'patient.verify': 'VOLUNTEER',
  /** [ours] Issue 24: GET /patients/due (the Due for review list) and the review interval. */
  'review.list': 'STAFF',
  /** [ours] Issue 24: PUT /settings/review-interval. */
  'review.intervalUpdate': 'ADMIN',
  /** [ours] Issue 24: GET /notices and marking them read: a member's own notices. */
  'notice.list': 'VOLUNTEER',
  /**
   * [ours] Issue 25: "Share with hospital": make, list and revoke a patient's SMART Health Links
   * (whoever may read the patient).
   */
  'patient.share': 'FIRST_RESPONDER',
  /** [ours] Issue 25: "Export FHIR", the patient's summary as a FHIR Bundle, for staff. */
  'patient.exportFhir': 'STAFF',

  // Labels. [ours] Volunteers print label sheets (issue 11): the print page follows the API's
  // VOLUNTEER rather than SPEC §6's STAFF.
  'label.print': 'VOLUNTEER',

  // Physicians. The API lists physicians to VOLUNTEER and shows one to FIRST_RESPONDER; SPEC §6
  // keeps the physicians pages for STAFF.
  'physician.list': 'VOLUNTEER',
  'physician.listInUi': 'STAFF',
  'physician.view': 'FIRST_RESPONDER',
  'physician.viewInUi': 'STAFF',
  'physician.create': 'VOLUNTEER',
  'physician.update': 'VOLUNTEER',
  /**
   * [SPA] The physician edit page and its Edit buttons: SPEC §6 offers Edit from VOLUNTEER, but
   * the physicians pages that carry them are STAFF's, so the page follows the pages.
   */
  'physician.updateInUi': 'STAFF',
  'physician.delete': 'ADMIN',

  // Hospitals. [ours] FIRST_RESPONDER may read hospitals (API.md §7.1). The API lets STAFF
  // delete a hospital; SPEC §6 offers Delete menu items to ADMIN only.
  'hospital.list': 'FIRST_RESPONDER',
  'hospital.view': 'FIRST_RESPONDER',
  'hospital.create': 'VOLUNTEER',
  'hospital.update': 'VOLUNTEER',
  'hospital.delete': 'STAFF',
  'hospital.deleteInUi': 'ADMIN',
  'npi.search': 'VOLUNTEER',

  // Medical catalogs: allergies, medications, conditions. [ours] The catalogs admin page
  // (issue 3) is for STAFF, who may rename; delete stays ADMIN.
  'catalog.list': 'VOLUNTEER',
  'catalog.view': 'VOLUNTEER',
  'catalog.register': 'VOLUNTEER',
  'catalog.manageInUi': 'STAFF',
  'catalog.update': 'STAFF',
  'catalog.delete': 'ADMIN',
  /** [ours, issue 23] Move every patient from one entry to another, then delete the first. */
  'catalog.merge': 'ADMIN',

  /**
   * [ours] Issue 24: the Program page and GET /program/figures(/export): counts over time,
   * never a patient.
   */
  'program.view': 'STAFF',

  // Audit trail [ours].
  'audit.list': 'ADMIN',
  /** [ours] GET /audit/export: the filtered trail as CSV. */
  'audit.export': 'ADMIN',
  /**
   * [ours] Issue 25: the Emergency access page (grants for review), the deployment's switch and
   * rotating a label's access code.
   */
  'emergency.manage': 'ADMIN',
} as const satisfies Record<string, Role>;

export type Capability = keyof typeof permissions;
export const capabilities = Object.keys(permissions) as Capability[];

/** Anything that carries a role: a user, or the role itself. */
export type RoleHolder = { role: Role } | Role | null | undefined;

export function minimumRole(capability: Capability): Role {
  return permissions[capability];
}

/** True when the holder's role reaches the capability's minimum. A missing holder may do nothing. */
export function can(holder: RoleHolder, capability: Capability): boolean {
  const role = typeof holder === 'string' ? holder : holder?.role;
  return roleAtLeast(role, permissions[capability]);
}
