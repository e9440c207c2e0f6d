/**
 * [ours] Every page of the SPA (SPEC §2, issue 20): the router's pattern beside the function that
 * builds a link to it. src/app/router.tsx reads the patterns (src/app/router.test.tsx fails when
 * the two disagree); links, navigate() and redirect() in the SPA, the server's label page, label
 * URLs and mail links, and the e2e walk (e2e/routes.ts) call the builders. Values are encoded, so
 * an odd id or token cannot change the path.
 */
const segment = encodeURIComponent;

const patient = (patientId: string) => `/patients/${segment(patientId)}`;
const physician = (physicianId: string) => `/physicians/${segment(physicianId)}`;
const hospital = (hospitalId: string) => `/hospitals/${segment(hospitalId)}`;
const member = (userId: string) => `/users/${segment(userId)}`;

export const paths = {
  landing: { pattern: '/', href: () => '/' },
  login: { pattern: '/login', href: () => '/login' },
  passwordForgot: { pattern: '/password/forgot', href: () => '/password/forgot' },
  passwordReset: {
    pattern: '/password/:passwordResetToken',
    href: (token: string) => `/password/${segment(token)}`,
  },
  verifyEmail: {
    pattern: '/verify/:emailVerificationToken',
    href: (token: string) => `/verify/${segment(token)}`,
  },
  register: { pattern: '/register', href: () => '/register' },
  registerInvite: {
    pattern: '/register/:inviteId',
    href: (inviteId: string) => `/register/${segment(inviteId)}`,
  },
  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
  patients: { pattern: '/patients', href: () => '/patients' },
  /** The label page: the address a label's QR code holds. */
  patient: { pattern: '/patients/:patientId', href: patient },
  patientEdit: {
    pattern: '/patients/:patientId/edit',
    href: (id: string) => `${patient(id)}/edit`,
  },
  /** The labels page; with a patient's id, it prints that patient's label (issue 11). */
  labels: {
    pattern: '/patients/generate',
    href: (patientId?: string) =>
      patientId === undefined
        ? '/patients/generate'
        : `/patients/generate?id=${segment(patientId)}`,
  },
  physicians: { pattern: '/physicians', href: () => '/physicians' },
  physician: { pattern: '/physicians/:physicianId', href: physician },
  physicianEdit: {
    pattern: '/physicians/:physicianId/edit',
    href: (id: string) => `${physician(id)}/edit`,
  },
  hospitals: { pattern: '/hospitals', href: () => '/hospitals' },
  hospital: { pattern: '/hospitals/:hospitalId', href: hospital },
  hospitalEdit: {
    pattern: '/hospitals/:hospitalId/edit',
    href: (id: string) => `${hospital(id)}/edit`,
  },
  catalogs: { pattern: '/catalogs', href: () => '/catalogs' },
  licensesImport: { pattern: '/licenses/import', href: () => '/licenses/import' },
  /** The audit trail; with a patient's id, filtered to that patient. */
  audit: {
    pattern: '/audit',
    href: (patientId?: string) =>
      patientId === undefined ? '/audit' : `/audit?patientId=${segment(patientId)}`,
  },
  profile: { pattern: '/profile', href: () => '/profile' },
  users: { pattern: '/users', href: () => '/users' },
  usersPending: { pattern: '/users/pending', href: () => '/users/pending' },
  usersInvites: { pattern: '/users/invites', href: () => '/users/invites' },
  user: { pattern: '/users/:userId', href: member },
  userEdit: { pattern: '/users/:userId/edit', href: (id: string) => `${member(id)}/edit` },
  /** [ours] The phrase card (issue 14); its `back` query is built by src/lib/talk-path.ts. */
  talk: { pattern: '/talk/:language', href: (language: string) => `/talk/${segment(language)}` },
  forbidden: { pattern: '/forbidden', href: () => '/forbidden' },
  /** Any other address: the not-found page. */
  notFound: { pattern: '*', href: () => '/' },
} as const;

export type PathName = keyof typeof paths;
