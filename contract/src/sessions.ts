import { z } from 'zod';
import { idParamSchema, timestampSchema, uuidSchema } from './common';

/**
 * [ours] Account security (issue 12): the breached-password refusal and the member's active
 * sessions.
 */
export const accountSecurityMessages = {
  /**
   * A password found in the list of common and breached passwords the server ships (compared
   * case-insensitively): a 422 item on `password` wherever a password is set.
   */
  passwordBreached:
    'This password appears in a list of common or breached passwords. Please choose another one.',
  sessionNotFound: 'Session not found',
  /** DELETE /users/me/sessions/:id with the id of the session making the request. */
  currentSession: 'This is the session you are using: sign out instead',
  sessionEnded: 'Session ended',
  sessionsEnded: 'Sessions ended',
} as const;

/** What the server makes of a session's user agent: names, never the raw header. */
export const sessionDeviceTypeValues = ['desktop', 'mobile', 'tablet'] as const;
export const sessionDeviceTypeSchema = z.enum(sessionDeviceTypeValues);
export type SessionDeviceType = z.infer<typeof sessionDeviceTypeSchema>;

/**
 * ActiveSession [ours]: one live session of the signed-in member. `id` is a public random id,
 * never the cookie or its stored hash. Browser, system and type are null when the user agent
 * does not tell.
 */
export const activeSessionSchema = z.object({
  id: uuidSchema,
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: sessionDeviceTypeSchema.nullable(),
  clientAddress: z.string().nullable(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
  /** True for the session making the request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionIdParamsSchema = z.object({
  id: idParamSchema('Invalid session ID format'),
});

/** DELETE /users/me/sessions and DELETE /users/:id/sessions: how many sessions ended. */
export const sessionsEndedSchema = z.object({ message: z.string(), ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
