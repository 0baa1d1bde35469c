import type { AppRoute } from './types';

// Every page path is static (the spec's page paths, no parameters), so the page an address shows
// is a map lookup. React Router's matching flattens, ranks and compiles a pattern for each of the
// ~85 routes on every render of the route table (8-20 ms of a throttled phone's main thread each
// time); it now matches only the one candidate this finds (and the not-found route).

/** The form React Router matches by: case-insensitive, trailing slashes ignored. */
export const routeKey = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

/** A lookup of `routes` by address. */
export function routeLookup<T extends Pick<AppRoute, 'path'>>(routes: readonly T[]) {
  const byKey = new Map(routes.map((route) => [routeKey(route.path), route]));
  return (pathname: string): T | undefined => byKey.get(routeKey(pathname));
}
