// Importing one area must not pull in the others: bundle a one-area entry with the workspace's Vite and read it.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));

async function bundle(code: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? '\0entry' : id === '@adnet/api-client' ? index : null),
        load: (id) => (id === '\0entry' ? code : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: 'entry', preserveEntrySignatures: 'strict' },
      lib: false,
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const [first] = Array.isArray(output) ? output : [output];
  return first!.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('tree-shaking', () => {
  it('importing one area keeps the transport and drops every other area', async () => {
    const code = await bundle(
      "import { createTransport, geoArea } from '@adnet/api-client'; export const geo = geoArea(createTransport());",
    );
    expect(code).toContain('/api/geo/tree');
    expect(code).toContain('/api/public/user/auth/refresh'); // the transport's own refresh stays
    for (const other of [
      '/api/campaigns',
      '/api/sales/',
      '/api/support/',
      '/api/admin/',
      '/api/upload/',
      'collect/view',
      'frontend-error',
    ]) {
      expect(code).not.toContain(other);
    }
  }, 30_000);

  it('the whole client holds every area', async () => {
    const code = await bundle("export { createApiClient } from '@adnet/api-client';");
    for (const path of [
      '/api/geo/tree',
      '/api/campaigns',
      '/api/sales/',
      '/api/support/',
      '/api/admin/',
      '/api/upload/',
    ]) {
      expect(code).toContain(path);
    }
  }, 30_000);
});
