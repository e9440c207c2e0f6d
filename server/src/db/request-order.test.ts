import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngine } from '../testing/test-db';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.loginAs('ADMIN')).cookie;
  // The session is a few minutes old, so each request also refreshes its last-seen time.
  t.clock.advance({ minutes: 5 });
});

const BURST = 120;
/*
 * Every sixth request is a list (session lookup, session refresh, then a transaction for the
 * count and the page); the others read the session only (lookup and refresh). Served statement
 * by statement in turn, every request advanced one statement per round, so the lists, needing
 * one round more, were all answered after every later /users/me.
 */
const pathOf = (i: number) =>
  i % 6 === 0 ? (i % 12 === 0 ? '/api/v1/hospitals' : '/api/v1/allergies') : '/api/v1/users/me';

// The arrival order applies to embedded PGlite, a single connection. PostgreSQL's pool serves
// statements on several connections (the tests' pool has four), first come first served.
describe.skipIf(testEngine() === 'postgres')(
  `a burst of concurrent requests on ${testEngine()}`,
  () => {
    it('is answered roughly in arrival order: the first request is not held to the end', async () => {
      const finished: number[] = [];
      await Promise.all(
        Array.from({ length: BURST }, async (_, i) => {
          const response = await t.app.inject({
            method: 'GET',
            url: pathOf(i),
            headers: { cookie },
          });
          expect(response.statusCode).toBe(200);
          finished.push(i);
        }),
      );
      const rankOf = (i: number) => finished.indexOf(i);
      // Each of the first five requests finishes before the last quarter of the burst.
      for (const i of [0, 1, 2, 3, 4]) expect(rankOf(i), `request ${i}`).toBeLessThan(BURST * 0.75);
      // And the first request finishes before the last one.
      expect(rankOf(0)).toBeLessThan(rankOf(BURST - 1));
    });
  },
);
