import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import useSWR from 'swr';
import { dialogClosed, json, renderInApp } from '../testing/render';
import { useApi } from '../api-context';
import { useAction } from './use-action';

const wirePage = (status: string) => ({
  content: [
    {
      id: 7,
      name: 'Spring sale',
      status,
      budget: 100,
      cpm: 1,
      cpc: null,
      createdEpoch: 1_700_000_000,
      clicks: 0,
      impressions: 0,
      spent: 0,
      ctr: 0,
      campaignType: 'TASK',
      sla: null,
      declineReason: null,
      userId: 1,
      billingType: 'PAY_PER_SHOW',
    },
  ],
  totalElements: 1,
  totalPages: 1,
  number: 0,
  size: 20,
});

function Row({ confirm = false }: { confirm?: boolean }) {
  const api = useApi();
  const { data } = useSWR(['campaigns', {}, null], () => api.campaigns.list());
  const stop = useAction({
    name: 'stop',
    run: (id: number) => api.campaigns.stop(id),
    revalidates: ['campaigns'],
    optimistic: (id) => ({ resources: ['campaigns'], id, patch: { status: 'STOPPED' } }),
    success: () => 'Stopped.',
    ...(confirm && {
      confirm: () => ({ title: 'Stop it?', confirmLabel: 'Stop now', tone: 'destructive' as const }),
    }),
  });
  const row = data?.items[0];
  return (
    <div>
      <p data-testid="status">{row?.status ?? 'loading'}</p>
      <button type="button" onClick={() => void stop.trigger(7)}>
        Stop
      </button>
    </div>
  );
}

describe('the action recipe', () => {
  it('updates the row at once, rolls it back when the server refuses, and says why', async () => {
    let refuse: (r: Response) => void = () => undefined;
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'PATCH') return new Promise<Response>((resolve) => (refuse = resolve));
      return json(wirePage('ACTIVE'));
    });
    renderInApp(<Row />, { fetch: fetch as typeof globalThis.fetch });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ACTIVE'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    // Before the server answers, the row already shows the predicted state.
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('STOPPED'));
    await act(async () => refuse(json({ error: 'INVALID_STATUS', message: 'no' }, 409)));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ACTIVE'));
    expect(
      await screen.findByText(
        'This is not possible in its current state. The page shows the latest state now.',
      ),
    ).toBeTruthy();
  });

  it('asks first, and does nothing when the user cancels', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json(wirePage('ACTIVE')),
    );
    renderInApp(<Row confirm />, { fetch: fetch as typeof globalThis.fetch });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ACTIVE'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('alertdialog', { name: 'Stop it?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(
      fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH'),
    ).toHaveLength(0);
  });

  it('after confirming, sends once, tells success and revalidates the list', async () => {
    let status = 'ACTIVE';
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        status = 'STOPPED';
        return json({
          id: 7,
          name: 'Spring sale',
          campaignType: 'TASK',
          status,
          createdEpoch: 1_700_000_000,
          ownerId: 1,
          sus: false,
          sla: null,
          declineWarning: null,
          declineReason: null,
          latestModerationDate: null,
          moderatorId: null,
          strategy: { budget: 100, cpm: 1, cpc: null, billingType: 'PAY_PER_SHOW' },
          regNumber: null,
          legalName: null,
          legalInfoId: null,
          vat: null,
          legalType: null,
          ads: [],
          targeting: {
            regions: [],
            languages: [],
            isTelegramPremium: null,
            platformType: 'ALL',
            vpn: null,
            segments: [],
          },
        });
      }
      return json(wirePage(status));
    });
    renderInApp(<Row confirm />, { fetch: fetch as typeof globalThis.fetch });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ACTIVE'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop now' }));
    expect(await screen.findByText('Stopped.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('STOPPED'));
    const lists = fetch.mock.calls.filter(
      ([, init]) => !(init as RequestInit | undefined)?.method || (init as RequestInit).method === 'GET',
    );
    expect(lists.length).toBe(2); // the first load and the revalidation
    expect(
      fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH'),
    ).toHaveLength(1);
  });
});
