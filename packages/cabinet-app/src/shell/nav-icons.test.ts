import { describe, expect, it } from 'vitest';
import { ROUTES } from '../access/routes';
import { NAV_ICONS } from './nav-icons';

describe('navigation icons', () => {
  it('gives every navigation entry of the route table its own icon, and none to other paths', () => {
    const navPaths = ROUTES.filter((r) => r.nav).map((r) => r.path);
    expect(Object.keys(NAV_ICONS).sort()).toEqual([...navPaths].sort());
    expect(new Set(Object.values(NAV_ICONS)).size).toBe(navPaths.length);
  });
});
