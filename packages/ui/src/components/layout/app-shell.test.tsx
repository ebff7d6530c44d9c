import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';
import { demoProject } from './layout.fixture';

const renderShell = (viewport: 'mobile' | 'tablet' | 'desktop') =>
  render(
    <AppShell viewport={viewport} project={demoProject('campaigns')} labels={{ loading: 'Loading layout' }}>
      <h1>Campaigns</h1>
    </AppShell>,
  );

describe('AppShell', () => {
  it('shows the three-dot loader while the layout module loads, then the layout', async () => {
    renderShell('desktop');
    expect(screen.getByRole('status').textContent).toBe('Loading layout');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByText('Loading layout')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeTruthy();
  });

  it('gives a tablet the desktop layout with the sidebar collapsed, which the user can expand', async () => {
    renderShell('tablet');
    await userEvent.click(await screen.findByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
  });

  it('gives a phone the mobile layout with its menu button', async () => {
    renderShell('mobile');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('collapses the sidebar again when the viewport becomes a tablet', async () => {
    const { rerender } = renderShell('desktop');
    await screen.findByRole('button', { name: 'Collapse sidebar' });
    rerender(
      <AppShell viewport="tablet" project={demoProject('campaigns')}>
        <h1>Campaigns</h1>
      </AppShell>,
    );
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('draws the layout at once, without the loader, once preloadAppShell() has resolved', async () => {
    vi.resetModules(); // a fresh module: no layout loaded by the tests above
    const { AppShell: FreshShell, preloadAppShell } = await import('./app-shell');
    await preloadAppShell('mobile');
    render(
      <FreshShell viewport="mobile" project={demoProject('campaigns')} labels={{ loading: 'Loading layout' }}>
        <h1>Campaigns</h1>
      </FreshShell>,
    );
    // Synchronously after the first render.
    expect(screen.queryByText('Loading layout')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeTruthy();
  });
});
