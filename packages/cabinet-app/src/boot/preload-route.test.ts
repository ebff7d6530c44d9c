import { describe, expect, it } from 'vitest';
import { ROUTES } from '../access/routes';
import { ROUTE_PAGES, routeOf } from './preload-route';

describe('the route a path is drawn by (what main.tsx preloads before the first render)', () => {
  it('is the route of the table for every route, parameters filled in, static segments first', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:[^/]+/g, '17');
      expect(routeOf(path)?.path, path).toBe(route.path);
      expect(ROUTE_PAGES.has(route.path)).toBe(true);
    }
    expect(routeOf('/campaigns/new')?.path).toBe('/campaigns/new');
  });

  it('is the home page’s for / and none for paths the router answers itself', () => {
    expect(routeOf('/')?.path).toBe('/monitoring');
    expect(routeOf('/success_authorization')).toBeNull();
    expect(routeOf('/no/such/page')).toBeNull();
  });
});
