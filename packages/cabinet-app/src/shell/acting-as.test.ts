import { describe, expect, it } from 'vitest';
import { withActingAs } from './acting-as';

describe('withActingAs', () => {
  it('carries uid into string and object destinations, keeping their query and hash', () => {
    expect(withActingAs('/campaigns?status=ACTIVE#top', 42)).toBe('/campaigns?status=ACTIVE&uid=42#top');
    expect(withActingAs({ pathname: '/wallet', search: '?tab=history' }, 42)).toEqual({
      pathname: '/wallet',
      search: '?tab=history&uid=42',
    });
  });

  it('leaves links alone when nobody is acted as', () => {
    expect(withActingAs('/campaigns', null)).toBe('/campaigns');
  });

  // Regression: the helper resolved against a dummy origin and kept `//evil` paths, which a link reads as a host.
  it.each(['/.//evil', '/a/..//evil', '/%2e//evil', '//evil.example/x', 'https://evil.example/x'])(
    'sends %s home instead of off the cabinet',
    (to) => {
      expect(withActingAs(to, 42)).toBe('/campaigns?uid=42');
      expect(withActingAs(to, null)).toBe('/campaigns');
      expect(withActingAs({ pathname: to }, null)).toBe('/campaigns');
    },
  );
});
