/**
 * [ours] Every page of the SPA (SPEC §2, issue 20): the router's pattern beside the function that
 * builds a link to it. src/app/router.tsx reads the patterns (src/app/router.test.tsx fails when
 * the two disagree); links, navigate() and redirect() in the SPA, the server's label page, label
 * URLs and mail links, and the e2e walk (e2e/routes.ts) call the builders. Values are encoded, so
 * an odd id or token cannot change the path.
 */
const segment = encodeURIComponent;

// Two shapes build most links, so each pattern is written once (the table is in the SPA's entry
// chunk, on the patient route's budget: bench/route-bundle.ts).

/** A page without parameters: its link is its pattern. */
const fixed = <const P extends string>(pattern: P) => ({ pattern, href: () => pattern });

/** A page with one parameter: its link has the encoded value in the parameter's place. */
const withParam = <const P extends string>(pattern: P) => ({
  pattern,
  href: (value: string) => pattern.replace(/:\w+/, () => segment(value)),
});

/** A page whose link may carry one query value. */
const withQuery = <const P extends string>(pattern: P, name: string) => ({
  pattern,
  href: (value?: string) =>
    value === undefined ? pattern : `${pattern}?${name}=${segment(value)}`,
});

export const paths = {
  landing: fixed('/'),
  login: fixed('/login'),
  passwordForgot: fixed('/password/forgot'),
  passwordReset: withParam('/password/:passwordResetToken'),
  verifyEmail: withParam('/verify/:emailVerificationToken'),
  register: fixed('/register'),
  registerInvite: withParam('/register/:inviteId'),
  dashboard: fixed('/dashboard'),
  patients: fixed('/patients'),
  /** The label page: the address a label's QR code holds. */
  patient: withParam('/patients/:patientId'),
  patientEdit: withParam('/patients/:patientId/edit'),
  /** [ours] Issue 25: the patient's printable emergency sheet; `?paper=a4` for A4. */
  patientSheet: withParam('/patients/:patientId/sheet'),
  /** [ours] Issue 25: a label's emergency access (no account): the form, then the view. */
  patientEmergency: withParam('/patients/:patientId/emergency'),
  /** The labels page; with a patient's id, it prints that patient's label (issue 11). */
  labels: withQuery('/patients/generate', 'id'),
  /** [ours] Issue 24: records due for review (staff). */
  dueForReview: fixed('/due-for-review'),
  physicians: fixed('/physicians'),
  physician: withParam('/physicians/:physicianId'),
  physicianEdit: withParam('/physicians/:physicianId/edit'),
  hospitals: fixed('/hospitals'),
  hospital: withParam('/hospitals/:hospitalId'),
  hospitalEdit: withParam('/hospitals/:hospitalId/edit'),
  catalogs: fixed('/catalogs'),
  licensesImport: fixed('/licenses/import'),
  /** The audit trail; with a patient's id, filtered to that patient. */
  audit: withQuery('/audit', 'patientId'),
  /** [ours] The program's figures (issue 24). */
  program: fixed('/program'),
  /** [ours] Issue 25: the admins' review of emergency access grants. */
  emergencyAccess: fixed('/emergency-access'),
  profile: fixed('/profile'),
  users: fixed('/users'),
  usersPending: fixed('/users/pending'),
  usersInvites: fixed('/users/invites'),
  user: withParam('/users/:userId'),
  userEdit: withParam('/users/:userId/edit'),
  /** [ours] The phrase card (issue 14); its `back` query is built by src/lib/talk-path.ts. */
  talk: withParam('/talk/:language'),
  /** [ours] Issue 25: the SMART Health Link viewer; the link rides in the fragment (`#shlink:/…`). */
  shl: fixed('/shl'),
  forbidden: fixed('/forbidden'),
  /** Any other address: the not-found page (nothing links to it). */
  notFound: { pattern: '*' },
} as const;

export type PathName = keyof typeof paths;

/**
 * The login page's query: where to go after signing in, and [ours] that the request came with a
 * session that has ended (the server's label page sends a dead cookie here), so the page says so.
 */
export const loginQuery = { redirect: 'redirect', sessionEnded: 'sessionEnded' } as const;

/** A link to the login page that comes back to `origin` afterwards. */
export function loginHref(origin?: string, { sessionEnded = false } = {}): string {
  const query = new URLSearchParams();
  if (origin !== undefined) query.set(loginQuery.redirect, origin);
  if (sessionEnded) query.set(loginQuery.sessionEnded, '1');
  const search = query.toString();
  return search === '' ? paths.login.href() : `${paths.login.href()}?${search}`;
}
