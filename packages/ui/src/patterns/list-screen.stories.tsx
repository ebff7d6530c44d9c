import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { DataGrid } from '../components/data-grid';
import {
  campaignColumns,
  makeCampaignRows,
  type SampleCampaign,
} from '../components/data-grid/data-grid.fixtures';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { Input } from '../components/input';
import { Skeleton } from '../components/skeleton';

/**
 * A list screen of the cabinet (campaigns, audiences, transactions): a title with the screen's main action, a
 * toolbar, and a list in one of four states. Loading keeps the layout (skeleton rows where the rows go, the
 * region `aria-busy`); empty says what the list is for and offers the first step; an error keeps the toolbar and
 * offers a retry; success is the grid. Composed from the components only; when the app gets its page header
 * and its data hooks (the page recipe), this pattern shows their states the same way.
 */
type State = 'loading' | 'empty' | 'error' | 'success';

interface ListScreenProps {
  state: State;
  onCreate: () => void;
  onRetry: () => void;
}

const rows = makeCampaignRows(12);
const columns = campaignColumns('en');

function ListScreen({ state, onCreate, onRetry }: ListScreenProps) {
  return (
    <main style={{ display: 'grid', gap: 16, maxInlineSize: 1200 }}>
      <header style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <h1 style={{ margin: 0, marginInlineEnd: 'auto', fontSize: 'var(--font-size-6)' }}>Campaigns</h1>
        <Button onClick={onCreate}>Create campaign</Button>
      </header>
      <div role="search" style={{ maxInlineSize: 360 }}>
        <Input aria-label="Search campaigns" placeholder="Search by name or ID" type="search" />
      </div>
      {state === 'loading' ? (
        <Card as="section" aria-busy="true" aria-label="Loading campaigns">
          <div style={{ display: 'grid', gap: 12 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </div>
        </Card>
      ) : state === 'empty' ? (
        <Card>
          <EmptyState
            titleAs="h2"
            title="No campaigns yet"
            description="A campaign shows your ad in Telegram Mini Apps, bots and channels. Create one to start."
            action={<Button onClick={onCreate}>Create campaign</Button>}
          />
        </Card>
      ) : state === 'error' ? (
        <Card>
          <ErrorState
            titleAs="h2"
            labels={{ title: 'Campaigns did not load', description: 'Check your connection and try again.' }}
            onRetry={onRetry}
          />
        </Card>
      ) : (
        <DataGrid<SampleCampaign>
          caption="Campaigns"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.name}
        />
      )}
    </main>
  );
}

const meta = {
  title: 'Patterns/List screen',
  component: ListScreen,
  args: { state: 'success', onCreate: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading campaigns')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No campaigns yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Create campaign' })).toHaveLength(2);
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Campaigns did not load');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Campaigns' })).toBeVisible();
  },
};
