import { z } from 'zod';

/** Roles in the order API messages list them (highest first). */
export const roleValues = ['ADMIN', 'STAFF', 'VOLUNTEER', 'FIRST_RESPONDER'] as const;
export const roleSchema = z.enum(roleValues);
export type Role = z.infer<typeof roleSchema>;

/** The hierarchy, lowest first: a user holds every permission of the roles below theirs. */
export const roleOrder: readonly Role[] = ['FIRST_RESPONDER', 'VOLUNTEER', 'STAFF', 'ADMIN'];

export function roleRank(role: Role): number {
  return roleOrder.indexOf(role);
}

/** True when `role` is at least `minimum`. A missing role is below every minimum. */
export function roleAtLeast(role: Role | null | undefined, minimum: Role): boolean {
  if (!role) return false;
  return roleRank(role) >= roleRank(minimum);
}
