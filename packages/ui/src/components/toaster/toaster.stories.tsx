import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog } from '../dialog';
import {
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  createToastApi,
  createToastStore,
  type ToastApi,
} from './toast-store';
import { Toaster, type ToasterProps } from './toaster';
import { stateOf } from '../../internal/story-helpers';

/**
 * Each story owns a store, so toasts of one story never leak into another. In an app, `toast()` and a bare
 * `<Toaster />` share the default store.
 */
function Demo({
  actions,
  onMount,
  labels,
}: {
  actions?: (toast: ToastApi) => ReactNode;
  onMount?: (toast: ToastApi) => void;
  labels?: ToasterProps['labels'];
}) {
  const [store] = useState(() => createToastStore());
  const [api] = useState(() => createToastApi(store));
  useEffect(() => {
    onMount?.(api);
    return () => store.remove();
    // Runs once per story mount by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, paddingBlockStart: 200 }}>
      {actions?.(api)}
      <Toaster store={store} {...(labels && { labels })} />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16, minHeight: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const kinds = (toast: ToastApi) => (
  <>
    <Button onClick={() => toast('Campaign saved as draft')}>Blank</Button>
    <Button onClick={() => toast.success('Campaign started')}>Success</Button>
    <Button onClick={() => toast.error('Could not start the campaign: budget is below the minimum')}>
      Error
    </Button>
    <Button onClick={() => toast.loading('Uploading creative')}>Loading</Button>
    <Button
      onClick={() =>
        toast.custom(
          <span>
            <strong>Custom</strong> toast with its own body
          </span>,
        )
      }
    >
      Custom
    </Button>
  </>
);

/** Every toast type, one button each. A success toast is a polite status message. */
const defaultStory: Story = {
  render: () => <Demo actions={kinds} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Campaign started');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Show a toast' };

/** Errors are assertive alerts, so a screen reader interrupts to read them. */
export const ErrorIsAnAlert: Story = {
  tags: ['flow'],
  render: () => <Demo actions={kinds} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('budget is below the minimum');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
  },
};

const stackedDemo = () => (
  <Demo
    onMount={(toast) => {
      const forever = { duration: Infinity };
      toast('Draft saved', forever);
      toast.loading('Uploading creative: banner-1080x1920.png', forever);
      toast.error('Payment failed: the wallet has 12.40 USDT, the deposit needs 50.00 USDT', forever);
      toast.success('Campaign “Spring sale” started', forever);
    }}
  />
);
const stackedPlay: Story['play'] = async ({ canvas }) => {
  await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4));
  const items = canvas.getAllByRole('listitem');
  await expect(items[0]).toHaveTextContent('Spring sale');
  await expect(items[3]).toHaveTextContent('Draft saved');
  // One width for the whole stack, at most the spec's 350 px (they ranged from 135 to 350 px).
  const widths = new Set(items.map((item) => Math.round(item.getBoundingClientRect().width)));
  await expect(widths.size).toBe(1);
  await expect([...widths][0]).toBeLessThanOrEqual(TOAST_MAX_WIDTH_PX);
  // An error reads as an error beyond its icon: its own background and border, unlike a plain toast's.
  const error = items.find((item) => item.getAttribute('data-type') === 'error') as HTMLElement;
  const blank = items.find((item) => item.getAttribute('data-type') === 'blank') as HTMLElement;
  await expect(getComputedStyle(error).backgroundColor).not.toBe(getComputedStyle(blank).backgroundColor);
  await expect(getComputedStyle(error).borderInlineStartColor).not.toBe(
    getComputedStyle(blank).borderInlineStartColor,
  );
  await expect(parseFloat(getComputedStyle(error).borderInlineStartWidth)).toBeGreaterThanOrEqual(3);
};

/** Several toasts stacked top-centre, newest on top (kept open for review). */
export const Stacked: Story = { render: stackedDemo, play: stackedPlay };

/** The close button dismisses the toast. */
export const DismissWithCloseButton: Story = {
  tags: ['flow'],
  render: () => <Demo actions={kinds} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading creative');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};

/** A toast that is focused (F8 or Tab) closes with Escape. */
export const DismissWithEscape: Story = {
  tags: ['flow'],
  render: () => <Demo actions={kinds} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    const item = await canvas.findByRole('listitem');
    item.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

/** `toast.promise`: the loading toast turns into the outcome in place. */
export const PromiseToast: Story = {
  tags: ['flow'],
  render: () => (
    <Demo
      actions={(toast) => (
        <Button
          onClick={() => {
            void toast.promise(new Promise((resolve) => setTimeout(resolve, 300)), {
              loading: 'Saving campaign',
              success: 'Campaign saved',
              error: 'Could not save',
            });
          }}
        >
          Save
        </Button>
      )}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saving campaign');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Campaign saved'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/**
 * A toast raised from an open modal dialog is announced: the dialog hides the rest of the page from assistive
 * technology, but not the toast area (`getByRole` finds only what is not hidden).
 */
export const AnnouncedOverADialog: Story = {
  tags: ['flow'],
  render: () => (
    <Demo
      actions={(toast) => (
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button>Edit</Button>
          </Dialog.Trigger>
          <Dialog.Content size="sm" labels={{ close: 'Close' }}>
            <Dialog.Title>Edit campaign</Dialog.Title>
            <Dialog.Body>
              <Button onClick={() => toast('Campaign saved', { duration: Infinity })}>Save</Button>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Root>
      )}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Edit' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await body.findByRole('status')).toHaveTextContent('Campaign saved');
    await expect(body.getByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
  },
};

/** Hovering the toast area pauses the timers; leaving resumes them. */
export const PausesOnHover: Story = {
  tags: ['flow'],
  render: () => (
    <Demo
      actions={(toast) => <Button onClick={() => toast('Short-lived', { duration: 400 })}>Show</Button>}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const item = await canvas.findByRole('listitem');
    await userEvent.hover(item);
    await new Promise((r) => setTimeout(r, 800));
    await expect(canvas.getByRole('status')).toHaveTextContent('Short-lived');
    await userEvent.unhover(item);
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

/** Newest wins: the area never holds more than TOAST_LIMIT toasts. */
export const Limit: Story = {
  tags: ['flow'],
  render: () => (
    <Demo
      actions={(toast) => (
        <Button
          onClick={() => {
            for (let i = 1; i <= TOAST_LIMIT + 5; i += 1) toast(`Toast ${i}`, { duration: Infinity });
          }}
        >
          Show {TOAST_LIMIT + 5}
        </Button>
      )}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Show ${TOAST_LIMIT + 5}` }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(TOAST_LIMIT));
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(`Toast ${TOAST_LIMIT + 5}`);
    await expect(canvas.queryByText('Toast 5')).not.toBeInTheDocument();
  },
};

/** Long text wraps inside the 350 px maximum width. */
export const LongText: Story = {
  render: () => (
    <Demo
      onMount={(toast) =>
        toast.error(
          'The creative “Рекламная кампания для Telegram-канала с очень длинным названием” was rejected by moderation because the link https://example.com/a/very/long/landing/page?utm_source=telegram&utm_campaign=spring does not open.',
          { duration: Infinity },
        )
      }
    />
  ),
  play: async ({ canvas }) => {
    const item = await canvas.findByRole('listitem');
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(350);
  },
};

/** Russian texts and labels, as the app passes them. */
export const Russian: Story = {
  render: () => (
    <Demo
      labels={{ close: 'Закрыть', region: 'Уведомления ({hotkey})' }}
      onMount={(toast) => {
        toast.success('Кампания запущена', { duration: Infinity });
        toast.error('Не удалось сохранить изменения', { duration: Infinity });
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось сохранить изменения');
    await expect(canvas.getAllByRole('button', { name: 'Закрыть' })).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Уведомления (F8)' })).toBeInTheDocument();
  },
};

/** Simplified Chinese texts and labels. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <Demo
      labels={{ close: '关闭', region: '通知 ({hotkey})' }}
      onMount={(toast) => {
        toast.success('广告活动已启动', { duration: Infinity });
        toast.loading('正在上传素材', { duration: Infinity });
      }}
    />
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
    await expect(canvas.getAllByRole('button', { name: '关闭' })).toHaveLength(2);
  },
};

/** Right-to-left: icon and close button swap sides (logical properties). */
export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <Demo onMount={(toast) => toast.success('تم حفظ الحملة', { duration: Infinity })} />
    </div>
  ),
  play: async ({ canvas }) => {
    const item = await canvas.findByRole('listitem');
    const close = canvas.getByRole('button', { name: 'Close' });
    await expect(close.getBoundingClientRect().left).toBeLessThan(item.getBoundingClientRect().left + 40);
  },
};

/** The dark theme, whatever the toolbar says. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: stackedDemo,
  play: stackedPlay,
};
