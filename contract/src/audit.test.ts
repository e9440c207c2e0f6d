import { describe, expect, it } from 'vitest';
import { auditActionSchema } from './audit';

describe('auditActionSchema', () => {
  it('accepts the actions of the audit table', () => {
    expect(auditActionSchema.parse('auth.login_failed')).toBe('auth.login_failed');
    expect(auditActionSchema.parse('patient.delete')).toBe('patient.delete');
  });

  it("lists the actions in the table's order when a name is unknown", () => {
    const result = auditActionSchema.safeParse('patient.read');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Invalid enum value. Expected ' +
        "'auth.login' | 'auth.login_failed' | 'auth.password_reset' | " +
        "'auth.mfa_enable' | 'auth.mfa_disable' | 'auth.mfa_recovery_codes' | " +
        "'auth.mfa_recovery_used' | 'auth.mfa_failed' | 'auth.mfa_reset' | " +
        "'user.update' | 'user.approve' | 'user.reject' | 'user.disable' | 'user.enable' | " +
        "'invite.create' | 'invite.revoke' | 'license.import' | 'label.print' | " +
        "'patient.view' | 'patient.create' | 'patient.update' | 'patient.delete', " +
        "received 'patient.read'",
    );
  });
});
