import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeReturnPath, sameOriginPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/campaigns/12/edit', '/campaigns/12/edit'],
    ['/wallet?tab=withdraw#history', '/wallet?tab=withdraw#history'],
    ['/campaigns?uid=42', '/campaigns?uid=42'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash host', '/\\evil.example'],
    ['encoded slash host', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['control character', '/\tjavascript:alert(1)'],
    ['encoded newline', '/%0A/evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['absolute url', 'https://evil.example/'],
    ['relative without slash', 'campaigns'],
    ['malformed escape', '/%E0%A4%A'],
    ['empty', ''],
    // Regression: each passed the old checks and normalized to `//evil`, which the router reads as a host.
    ['dot segment', '/.//evil'],
    ['dot-dot segment', '/a/..//evil'],
    ['encoded dot segment', '/%2e//evil'],
    ['encoded dot-dot segment', '/a/%2E%2E//evil.example/x'],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
    expect(afterLoginPath(raw)).toBe('/campaigns');
  });

  it('resolves against the cabinet’s own origin: another origin is refused', () => {
    expect(sameOriginPath('/campaigns?x=1#y', 'https://cabinet.example')).toBe('/campaigns?x=1#y');
    expect(sameOriginPath('/a/../wallet', 'https://cabinet.example')).toBe('/wallet');
    expect(sameOriginPath('https://cabinet.example/wallet', 'https://cabinet.example')).toBe('/wallet');
    expect(sameOriginPath('https://evil.example/wallet', 'https://cabinet.example')).toBeNull();
    expect(sameOriginPath('/.//evil', 'https://cabinet.example')).toBeNull();
    expect(safeReturnPath(`${location.origin}/wallet`)).toBeNull(); // not a relative path
  });

  it('falls back to the campaigns list when nothing was stored', () => {
    expect(afterLoginPath(null)).toBe('/campaigns');
  });
});
