import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, testI18n } from '../testing/render';
import { DetailFrame, type DetailQuery } from './page';

const t = testI18n.t.bind(testI18n);
type Client = { name: string };

function frame(
  query: DetailQuery<Client>,
  extra: { notFound?: { title: string; description?: string } } = {},
) {
  return (
    <DetailFrame
      query={query}
      title="Client"
      breadcrumbs={[{ label: 'Clients', href: '/sales/clients' }]}
      back={{ to: '/sales/clients', label: 'Back to clients' }}
      failed="The client could not be shown."
      skeleton={<p>placeholder</p>}
      {...extra}
    >
      {(client) => <h1>{client.name}</h1>}
    </DetailFrame>
  );
}

const idle = { isValidating: false, mutate: () => undefined };

describe('DetailFrame: the states of a page about one record', () => {
  it('loading: the page header with the placeholders, said as loading', () => {
    renderInApp(frame({ ...idle, isValidating: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Client' })).toBeTruthy();
    expect(screen.getByRole('status', { name: t('common.loading') }).textContent).toBe('placeholder');
  });

  it('a 404 is "not found" with the way back and no retry', () => {
    renderInApp(frame({ ...idle, error: { status: 404, data: null } }));
    expect(screen.getByRole('heading', { level: 2, name: t('errors.notFound') })).toBeTruthy();
    expect(screen.getByText('The client could not be shown.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to clients' }).getAttribute('href')).toBe('/sales/clients');
    expect(screen.queryByRole('button', { name: t('errors.retry') })).toBeNull();
  });

  it("a 404 says the page's own not-found text when it has one", () => {
    renderInApp(
      frame(
        { ...idle, error: { status: 404, data: null } },
        { notFound: { title: 'Campaign not found', description: 'It is gone.' } },
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Campaign not found' })).toBeTruthy();
    expect(screen.getByText('It is gone.')).toBeTruthy();
  });

  it('a failed load says why and what, with a retry that asks again and the way back', async () => {
    const mutate = vi.fn();
    renderInApp(frame({ error: { status: 503, data: null }, isValidating: false, mutate }));
    expect(screen.getByRole('alert').textContent).toContain(t('errors.server', { status: 503 }));
    expect(screen.getByText('The client could not be shown.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('errors.retry') }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('the record once it is there, also when a later refresh failed', () => {
    renderInApp(frame({ ...idle, data: { name: 'Acme' }, error: { status: 503, data: null } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a page of its own while loading, when the page draws one', () => {
    renderInApp(
      <DetailFrame
        query={idle}
        title="Campaign"
        breadcrumbs={[]}
        back={{ to: '/campaigns', label: 'Back' }}
        loading={<p>the header's boxes</p>}
      >
        {() => null}
      </DetailFrame>,
    );
    expect(screen.getByText("the header's boxes")).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
