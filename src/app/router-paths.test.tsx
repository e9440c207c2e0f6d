import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { appRoutes } from './router';

/** A pattern as the router resolves it: absolute, one slash between segments. */
const resolve = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** The full pattern of every page of a route tree: its leaves (an index route is its parent's). */
function pagePatterns(routes: readonly RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : resolve(parent, route.path);
    if (route.children?.length) return pagePatterns(route.children, own);
    return [route.index ? parent : own];
  });
}

const tablePatterns = Object.values(paths).map((page) => resolve('/', page.pattern));

describe('the paths table (contract/src/paths.ts)', () => {
  it('has every page of the router, and no page the router lacks', () => {
    const routed = pagePatterns(appRoutes);
    expect(routed.filter((pattern) => !tablePatterns.includes(pattern))).toEqual([]);
    expect(tablePatterns.filter((pattern) => !routed.includes(pattern))).toEqual([]);
  });

  it('names each pattern once', () => {
    expect(new Set(tablePatterns).size).toBe(tablePatterns.length);
  });

  it('builds links that match their own pattern, with the value back as the param', () => {
    const odd = 'a/b?c#d';
    const built: [string, string, Record<string, string>][] = [
      [paths.patient.pattern, paths.patient.href(odd), { patientId: odd }],
      [paths.patientEdit.pattern, paths.patientEdit.href(odd), { patientId: odd }],
      [paths.patientSheet.pattern, paths.patientSheet.href(odd), { patientId: odd }],
      [paths.physicianEdit.pattern, paths.physicianEdit.href(odd), { physicianId: odd }],
      [paths.hospitalEdit.pattern, paths.hospitalEdit.href(odd), { hospitalId: odd }],
      [paths.userEdit.pattern, paths.userEdit.href(odd), { userId: odd }],
      [paths.passwordReset.pattern, paths.passwordReset.href(odd), { passwordResetToken: odd }],
      [paths.verifyEmail.pattern, paths.verifyEmail.href(odd), { emailVerificationToken: odd }],
      [paths.registerInvite.pattern, paths.registerInvite.href(odd), { inviteId: odd }],
      [paths.talk.pattern, paths.talk.href('CANTONESE'), { language: 'CANTONESE' }],
    ];
    for (const [pattern, href, params] of built) {
      const matched = matchPath(pattern, href)?.params ?? {};
      const values = Object.entries(matched).map(([name, value]) => [
        name,
        decodeURIComponent(value ?? ''),
      ]);
      expect(Object.fromEntries(values), href).toEqual(params);
    }
  });
});
