import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { Checkbox } from '../components/checkbox';
import { ErrorState } from '../components/error-state';
import { Field } from '../components/field';
import { Input } from '../components/input';
import { RadioGroup } from '../components/radio-group';
import { Skeleton } from '../components/skeleton';
import { StatusBadge } from '../components/badge';
import { Textarea } from '../components/textarea';

/**
 * A form screen of the cabinet (a campaign, a withdraw, legal info): a title, fields with their labels and hints,
 * and the actions at the end. Loading keeps the form's shape; empty is a new, blank form; an error shows the
 * server's word beside each field it names and keeps everything the user typed; success says what was saved and
 * what happens next. Composed from the components only.
 */
type State = 'loading' | 'empty' | 'error' | 'success';

interface FormScreenProps {
  state: State;
  onSubmit: () => void;
  onRetry: () => void;
}

const filled = {
  name: 'Spring sale',
  budget: '10',
  text: 'Earn up to 12% a year on USDT. Deposit in two taps.',
};

function FormScreen({ state, onSubmit, onRetry }: FormScreenProps) {
  const values = state === 'empty' ? { name: '', budget: '', text: '' } : filled;
  const errors =
    state === 'error'
      ? { budget: 'The budget is below the minimum of 50.00 USDT.', name: undefined }
      : { budget: undefined, name: undefined };
  return (
    <main style={{ display: 'grid', gap: 16, maxInlineSize: 640 }}>
      <h1 style={{ margin: 0, fontSize: 'var(--font-size-6)' }}>
        {state === 'empty' ? 'New campaign' : 'Spring sale'}
      </h1>
      {state === 'loading' ? (
        <Card as="section" aria-busy="true" aria-label="Loading the campaign">
          <div style={{ display: 'grid', gap: 16 }}>
            {[0, 1, 2].map((i) => (
              <div key={i} style={{ display: 'grid', gap: 6 }}>
                <Skeleton width={120} height={14} />
                <Skeleton height={36} />
              </div>
            ))}
          </div>
        </Card>
      ) : state === 'success' ? (
        <Card>
          <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }} role="status">
            <StatusBadge tone="success">Saved</StatusBadge>
            <p style={{ margin: 0 }}>
              “Spring sale” is saved and sent to moderation. Moderators answer within 24 hours; you will get a
              notification.
            </p>
            <Button variant="outline" tone="neutral">
              Back to campaigns
            </Button>
          </div>
        </Card>
      ) : (
        <Card>
          <form
            noValidate
            style={{ display: 'grid', gap: 16 }}
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {state === 'error' ? (
              <ErrorState
                titleAs="h2"
                size="compact"
                labels={{
                  title: 'The campaign was not saved',
                  description: 'Fix the marked field and save again.',
                }}
                onRetry={onRetry}
              />
            ) : null}
            <Field label="Name" required error={errors.name}>
              <Input name="name" defaultValue={values.name} />
            </Field>
            <Field label="Budget, USDT" hint="At least 50.00 USDT." required error={errors.budget}>
              <Input name="budget" inputMode="decimal" defaultValue={values.budget} />
            </Field>
            <Field label="Ad text" hint="Up to 160 characters.">
              <Textarea name="text" defaultValue={values.text} />
            </Field>
            <RadioGroup
              label="Billing type"
              defaultValue="PAY_PER_SHOW"
              options={[
                { value: 'PAY_PER_SHOW', label: 'Pay per 1000 impressions (CPM)' },
                { value: 'PAY_PER_CLICK', label: 'Pay per click (CPC)' },
              ]}
            />
            <Checkbox label="Stop when the budget is spent" defaultChecked />
            <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
              <Button variant="outline" tone="neutral">
                Cancel
              </Button>
              <Button type="submit">Save and send to moderation</Button>
            </div>
          </form>
        </Card>
      )}
    </main>
  );
}

const meta = {
  title: 'Patterns/Form screen',
  component: FormScreen,
  args: { state: 'empty', onSubmit: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the campaign')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'Empty (a new form)',
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

export const Failed: Story = {
  name: 'Error (the server refused a field)',
  args: { state: 'error' },
  play: async ({ canvas }) => {
    const budget = canvas.getByRole('textbox', { name: /Budget/ });
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(budget).toHaveAccessibleDescription(/below the minimum/);
    // What the user typed is kept.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Spring sale');
  },
};

export const Success: Story = {
  name: 'Success (saved)',
  args: { state: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('sent to moderation');
  },
};
