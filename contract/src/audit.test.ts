import { describe, expect, it } from 'vitest';
import {
  auditActionSchema,
  auditActionValues,
  auditExportQuerySchema,
  auditInstant,
  auditListQuerySchema,
  auditMessages,
} from './audit';

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as Array<{ path: string[]; message: string }>;

describe('auditActionSchema', () => {
  it('accepts the actions of the audit table', () => {
    expect(auditActionSchema.parse('auth.login_failed')).toBe('auth.login_failed');
    expect(auditActionSchema.parse('patient.delete')).toBe('patient.delete');
    expect(auditActionSchema.parse('patient.view_denied')).toBe('patient.view_denied');
  });

  it("lists the actions in the table's order when a name is unknown, ours after API.md's", () => {
    const result = auditActionSchema.safeParse('patient.read');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      new RegExp(
        '^' +
          (
            'Invalid enum value. Expected ' +
            "'auth.login' | 'auth.login_failed' | 'auth.password_reset' | " +
            "'user.update' | 'user.approve' | 'user.reject' | 'user.disable' | 'user.enable' | " +
            "'invite.create' | 'invite.revoke' | 'license.import' | 'label.print' | " +
            "'patient.view' | 'patient.create' | 'patient.update' | 'patient.delete' | " +
            "'patient.view_denied'"
          ).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') +
          ".*, received 'patient.read'$",
      ),
    );
    expect(auditActionValues.indexOf('patient.delete')).toBe(15);
  });
});

describe('the date range of GET /audit and its export', () => {
  it('accepts ISO instants and calendar dates, keeping them as sent', () => {
    const query = { from: '2025-03-10', to: '2025-03-10T09:30:00+01:00' };
    expect(auditListQuerySchema.parse(query)).toEqual(query);
    expect(auditInstant('2025-03-10').toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(auditInstant('2025-03-10T09:30:00+01:00').toISOString()).toBe(
      '2025-03-10T08:30:00.000Z',
    );
  });

  it.each(['yesterday', '2025-02-30', '2025-03-10T25:00:00Z', '2025-03-10T08:00:00', '1741600000'])(
    'refuses %s with Invalid date',
    (value) => {
      expect(issuesOf(auditListQuerySchema.safeParse({ from: value }))).toMatchObject([
        { path: ['from'], message: auditMessages.invalidInstant },
      ]);
    },
  );

  it('refuses a range that ends before it starts, at `to`', () => {
    for (const schema of [auditListQuerySchema, auditExportQuerySchema]) {
      expect(
        issuesOf(schema.safeParse({ from: '2025-03-11', to: '2025-03-10T23:59:59Z' })),
      ).toMatchObject([{ path: ['to'], message: auditMessages.toBeforeFrom }]);
    }
  });

  it('export takes the filters but no page', () => {
    expect(auditExportQuerySchema.parse({ action: 'patient.view', page: '2' })).toEqual({
      action: 'patient.view',
    });
  });
});
