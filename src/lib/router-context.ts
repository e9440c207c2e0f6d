import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import type { User } from '@contract/users';

/** What every loader may use, handed in by the router's getContext (see app/router.tsx). */
export interface RouterServices {
  queryClient: QueryClient;
  /** The session user from the query cache, fetched once (GET /users/me). */
  loadCurrentUser: () => Promise<User | null>;
}

export const routerServices = createContext<RouterServices>();

export function createRouterContext(services: RouterServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(routerServices, services);
  return context;
}
