import { describe, expect, it } from 'vitest';
import { buildTimeConfig, DEFAULT_TERMS_URL, loadRuntimeConfig, termsLinks } from './runtime-config';

const base = buildTimeConfig({});
const serve =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('runtime config', () => {
  it('defaults to the page origin for the API', () => {
    expect(base.apiBaseUrl).toBe('');
    expect(buildTimeConfig({ VITE_API_BASE_URL: 'https://api.example.net' }).apiBaseUrl).toBe(
      'https://api.example.net',
    );
  });

  it('lets the deploy-time file override the build', async () => {
    const config = await loadRuntimeConfig(
      base,
      serve({ apiBaseUrl: 'https://api.example.net/', agencySiteUrl: 'https://agency.example/' }),
    );
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.net',
      agencySiteUrl: 'https://agency.example/',
    });
  });

  it('takes a request timeout of 1-120 s from the file, and nothing else (the client keeps its 30 s)', async () => {
    expect(await loadRuntimeConfig(base, serve({ requestTimeoutMs: 2_000 }))).toEqual({
      ...base,
      requestTimeoutMs: 2_000,
    });
    for (const requestTimeoutMs of [999, 120_001, 1.5e3 + 0.5, '2000', null])
      expect(await loadRuntimeConfig(base, serve({ requestTimeoutMs }))).toEqual(base);
  });

  it('takes an https terms address from the file; the page links to it and to its changes', async () => {
    const config = await loadRuntimeConfig(base, serve({ termsUrl: 'https://legal.example/tos#x' }));
    expect(termsLinks(config)).toEqual({
      terms: 'https://legal.example/tos',
      changes: 'https://legal.example/tos#changes',
    });
    expect(await loadRuntimeConfig(base, serve({ termsUrl: 'http://legal.example/tos' }))).toEqual(base);
    expect(termsLinks(base).terms).toBe(DEFAULT_TERMS_URL);
  });

  it('ignores a missing file, a broken file and unsafe values', async () => {
    expect(await loadRuntimeConfig(base, serve({}, 404))).toEqual(base);
    expect(await loadRuntimeConfig(base, async () => new Response('<html>'))).toEqual(base);
    expect(
      await loadRuntimeConfig(
        base,
        serve({ apiBaseUrl: 'javascript:alert(1)', agencySiteUrl: 'http://plain.example' }),
      ),
    ).toEqual(base);
  });
});
