import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the title as an h1, with breadcrumbs through renderLink and the current step marked', () => {
    render(
      <PageHeader
        title="Spring sale"
        breadcrumbs={[
          { label: 'Campaigns', href: '/campaigns' },
          { label: 'Spring sale', href: '/campaigns/42' },
        ]}
        renderLink={({ href, children, ...props }) => (
          <a data-router="yes" href={`#${href}`} {...props}>
            {children}
          </a>
        )}
        labels={{ breadcrumbs: 'Цепочка' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Цепочка' });
    const links = nav.querySelectorAll('a');
    expect([...links].map((a) => [a.getAttribute('href'), a.dataset.router])).toEqual([
      ['#/campaigns', 'yes'],
      ['#/campaigns/42', 'yes'],
    ]);
    expect(links[0]!.hasAttribute('aria-current')).toBe(false);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
  });

  it('renders only the parts it is given', () => {
    const { container } = render(<PageHeader title="Wallet" titleLevel={2} titleId="wallet-title" />);
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('wallet-title');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('[data-slot="page-header-actions"]')).toBeNull();
    expect(container.querySelector('[data-slot="page-header-description"]')).toBeNull();
    expect(container.querySelector('[data-slot="page-header-meta"]')).toBeNull();
  });
});
