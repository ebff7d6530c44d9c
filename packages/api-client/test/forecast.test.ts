import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src';
import { reply, startServer, type TestServer } from './server';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startServer((_req, res) =>
    reply(res, 200, { recommendedCpm: 1.5, showBudgetWarning: false }),
  );
  api = createApiClient({ baseUrl: server.url });
});
afterAll(() => server.close());

it('a forecast over no regions or languages leaves them out of the query (any), never sends them empty', async () => {
  await api.campaigns.forecast('cpm', { type: 'Task', budget: 100, regions: [], languages: [] });
  const [request] = server.to('/api/campaigns/forecast/cpm');
  expect(request?.query).toEqual({ type: 'TASK', budget: '100' });
});
