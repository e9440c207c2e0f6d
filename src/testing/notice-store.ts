import { defaultNoticePreferences, type Notice, type NoticePreferences } from '@contract/notices';

/** [ours] Issue 24: the notices, follows and delivery choices the mock server answers from. */
export const noticeStore = {
  /** Every member's notices, newest first; `recipientId` picks the signed-in member's. */
  notices: [] as (Notice & { recipientId: string })[],
  /** `${userId}:${patientId}` of each follow. */
  follows: new Set<string>(),
  preferences: new Map<string, NoticePreferences>(),
  subscriptions: new Map<string, string>(),
  preferencesOf(userId: string): NoticePreferences {
    return this.preferences.get(userId) ?? structuredClone(defaultNoticePreferences);
  },
  reset(): void {
    this.notices = [];
    this.follows.clear();
    this.preferences.clear();
    this.subscriptions.clear();
  },
};

let sequence = 0;

/** A change notice by Sam Staff, unread, unless overridden. */
export function buildNotice(
  recipientId: string,
  overrides: Partial<Notice> = {},
): Notice & { recipientId: string } {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    kind: 'change',
    patientId: '3f2a9c1e-0000-4000-8000-000000000001',
    sections: ['medicalData'],
    actor: {
      id: '00000000-0000-4000-9000-000000000001',
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'STAFF',
    },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    recipientId,
    ...overrides,
  };
}
