import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it("says the spec's 'No data' by default, at the heading level asked for", () => {
    render(<EmptyState titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No data' })).toBeTruthy();
  });

  it('renders a translated title and the action', () => {
    render(<EmptyState title="Нет данных" action={<button type="button">Создать</button>} />);
    expect(screen.getByRole('heading', { name: 'Нет данных' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать' })).toBeTruthy();
  });
});
