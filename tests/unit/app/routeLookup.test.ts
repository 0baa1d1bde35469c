import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src/app/routes';
import { routeLookup } from '../../../src/app/routes/lookup';

const findRoute = routeLookup(ROUTES);

describe('routeLookup', () => {
  it('relies on static page paths: none has a parameter or a wildcard', () => {
    expect(ROUTES.filter((route) => /[:*?]/.test(route.path))).toEqual([]);
  });

  it('finds each route where React Router would match it', () => {
    for (const route of ROUTES) {
      for (const address of [route.path, `${route.path}/`, route.path.toUpperCase()]) {
        const routerMatches = ROUTES.filter((candidate) => matchPath(candidate.path, address));
        expect(routerMatches).toEqual([route]);
        expect(findRoute(address)).toBe(route);
      }
    }
  });

  it('finds nothing where React Router matches nothing', () => {
    for (const address of [
      '/pages/index',
      '/pages/index/index/more',
      '/nowhere',
      '/pages//index',
    ]) {
      expect(ROUTES.some((route) => matchPath(route.path, address))).toBe(false);
      expect(findRoute(address)).toBeUndefined();
    }
  });
});
