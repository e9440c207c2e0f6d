import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { can, type Capability } from '@contract/permissions';
import type { User } from '@contract/users';
import { loginHref, loginQuery, paths } from '@contract/paths';
import { routerServices } from './router-context';

/** Thrown by loaders of pages meant for visitors only; the route's error element shows it. */
export class AlreadyLoggedInError extends Error {
  override readonly name = 'AlreadyLoggedInError';

  constructor() {
    super('User is already logged in');
  }
}

export const REDIRECT_PARAM = loginQuery.redirect;
export const FORBIDDEN_FROM_PARAM = 'from';

type GuardArgs = Pick<LoaderFunctionArgs, 'request' | 'context'>;

function loadUser({ context }: GuardArgs): Promise<User | null> {
  return context.get(routerServices).loadCurrentUser();
}

function pathWithQuery(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Only same-app paths are followed after login: never another origin (`//x`, `/\x`, `https:`). */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

export function loginPath(origin?: string): string {
  return loginHref(origin || undefined);
}

export function forbiddenPath(origin: string): string {
  return `${paths.forbidden.href()}?${new URLSearchParams({ [FORBIDDEN_FROM_PARAM]: origin }).toString()}`;
}

/** Signed-in pages: a visitor goes to /login, which brings them back here afterwards. */
export async function requireUser(args: GuardArgs): Promise<Response | null> {
  const user = await loadUser(args);
  return user ? null : redirect(loginPath(pathWithQuery(args.request)));
}

/**
 * Pages that need a capability of the permission table: a visitor goes to /login, a role below
 * the capability's minimum to /forbidden.
 */
export function requireCapability(capability: Capability) {
  return async function capabilityGuard(args: GuardArgs): Promise<Response | null> {
    const user = await loadUser(args);
    if (!user) return redirect(loginPath(pathWithQuery(args.request)));
    if (!can(user, capability)) return redirect(forbiddenPath(pathWithQuery(args.request)));
    return null;
  };
}

/** Register, forgot, reset and verify pages are for visitors only. */
export async function requireAnonymous(args: GuardArgs): Promise<null> {
  if (await loadUser(args)) throw new AlreadyLoggedInError();
  return null;
}

/** The login page sends a signed-in user on to where they were going, or to /. */
export async function redirectSignedInFromLogin(args: GuardArgs): Promise<Response | null> {
  if (!(await loadUser(args))) return null;
  const target = safeRedirectTarget(new URL(args.request.url).searchParams.get(REDIRECT_PARAM));
  return redirect(target ?? '/');
}

/** The landing page is for visitors; a signed-in user lands on the dashboard instead. */
export async function redirectSignedInFromLanding(args: GuardArgs): Promise<Response | null> {
  return (await loadUser(args)) ? replace(paths.dashboard.href()) : null;
}
