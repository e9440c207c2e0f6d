import { describe, expect, it } from 'vitest';
import {
  loginChallengeSchema,
  loginMfaBodySchema,
  mfaCodeSchema,
  mfaMessages,
  recoveryCodeSchema,
} from './auth';
import { mfaProofBodySchema } from './mfa';

describe('two-factor schemas', () => {
  it('reads a 6-digit code, ignoring the spaces people type between groups', () => {
    expect(mfaCodeSchema.parse('123 456')).toBe('123456');
    for (const bad of ['12345', '1234567', '12a456', '']) {
      const result = mfaCodeSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(mfaMessages.codeFormat);
    }
  });

  it('reads a recovery code without case, spaces or hyphens', () => {
    expect(recoveryCodeSchema.parse(' ABCDE-fgh2k ')).toBe('abcdefgh2k');
    expect(recoveryCodeSchema.safeParse('--').success).toBe(false);
  });

  it('takes exactly one of code and recoveryCode at the second step', () => {
    expect(loginMfaBodySchema.safeParse({ challenge: 'x', code: '123456' }).success).toBe(true);
    expect(loginMfaBodySchema.safeParse({ challenge: 'x', recoveryCode: 'abc' }).success).toBe(
      true,
    );
    const neither = loginMfaBodySchema.safeParse({ challenge: 'x' });
    expect(neither.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'Required'],
    ]);
    const both = loginMfaBodySchema.safeParse({
      challenge: 'x',
      code: '123456',
      recoveryCode: 'a',
    });
    expect(both.error?.issues[0]?.message).toBe(mfaMessages.codeOrRecovery);
  });

  it('tells the two 202 answers apart by step', () => {
    const base = { challenge: 'c', expiresAt: '2025-03-10T12:05:00.000Z' };
    expect(loginChallengeSchema.parse({ step: 'code', ...base }).step).toBe('code');
    expect(loginChallengeSchema.safeParse({ step: 'enrol', ...base }).success).toBe(false);
    expect(
      loginChallengeSchema.parse({ step: 'enrol', ...base, otpauthUri: 'otpauth://x', secret: 'S' })
        .step,
    ).toBe('enrol');
  });

  it('needs the password or a code to turn two-factor off', () => {
    expect(mfaProofBodySchema.safeParse({}).error?.issues[0]?.path).toEqual(['password']);
    expect(mfaProofBodySchema.safeParse({ code: '123456' }).success).toBe(true);
  });
});
