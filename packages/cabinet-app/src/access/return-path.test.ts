import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeReturnPath } from './return-path';

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
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
    expect(afterLoginPath(raw)).toBe('/campaigns');
  });

  it('falls back to the campaigns list when nothing was stored', () => {
    expect(afterLoginPath(null)).toBe('/campaigns');
  });
});
