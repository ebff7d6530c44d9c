import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders its parts with names that say where they belong', () => {
    render(
      <Card as="article">
        <Card.Header>
          <Card.Title as="h2">Wallet</Card.Title>
        </Card.Header>
      </Card>,
    );
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeTruthy();
    expect(Card.Title.displayName).toBe('Card.Title');
  });
});
