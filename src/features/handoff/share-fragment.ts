import { paths } from '@contract/paths';

/**
 * [ours] Issue 25: the fragment that opens "Share with hospital" on the SPA's patient page. The
 * server-rendered label page, where a camera scan lands, has no script to share with: its link
 * opens the SPA's own page (`?app`) with the dialog open.
 */
export const SHARE_FRAGMENT = '#share';

export const shareHref = (patientId: string) =>
  `${paths.patient.href(patientId)}?app${SHARE_FRAGMENT}`;
