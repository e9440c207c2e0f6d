/** Every resource the SPA caches, named as the API names it. */
export type QueryResource =
  | 'session'
  | 'contact'
  | 'users'
  | 'invites'
  | 'labels'
  | 'patients'
  | 'hospitals'
  | 'physicians'
  | 'npi'
  | 'allergies'
  | 'medications'
  | 'conditions'
  | 'audit'
  /** [ours] Issue 24: the program's figures. */
  | 'program'
  | 'notices';

/**
 * The one key factory: every feature builds its keys here, so a mutation in one feature can
 * name another feature's lists and details to refresh without importing it.
 *
 *   all            ['physicians']
 *   lists()        ['physicians', 'list']          every list, search and chooser of the resource
 *   list(params)   ['physicians', 'list', params]
 *   details()      ['physicians', 'detail']
 *   detail(id)     ['physicians', 'detail', id]
 */
export function queryKeys<R extends QueryResource>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: <P extends object>(params: P) => [resource, 'list', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}
