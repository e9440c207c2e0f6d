import type { AuthResolvedHandler } from './app';

/**
 * The app's start-up check: a session whose user has since been rejected or disabled is
 * ended rather than trusted (the reference server does not revoke such sessions itself).
 */
export const endRevokedSession: AuthResolvedHandler = (user) => {
  if (user && (user.rejectedAt || user.disabledAt)) {
    throw new Error('The signed-in account is no longer active');
  }
  return undefined;
};
