import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('shows the panel of the chosen tab', async () => {
    render(
      <Tabs defaultValue="a">
        <Tabs.List aria-label="Letters">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">Panel A</Tabs.Content>
        <Tabs.Content value="b">Panel B</Tabs.Content>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    expect(Tabs.Trigger.displayName).toBe('Tabs.Trigger');
  });
});
