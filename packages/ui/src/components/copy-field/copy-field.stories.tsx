import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CopyField } from './copy-field';
import { stateOf } from '../../internal/story-helpers';

const TOKEN = 'adn_live_8f2b6c1e9d4a7350b2e1c6f8a9d0e3b7';

/** Replaces the clipboard for one story, so the test sees what was copied without touching the real one. */
function fakeClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  };
}

const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Primitives/CopyField',
  component: CopyField,
  args: { label: 'Wallet address', value: 'TQ7z3hN4pXW2YkR9sLmV6cB1dFgJ8aE5uK', onCopy: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
  beforeEach: () => {
    writeText.mockClear();
    writeText.mockImplementation(async () => {});
    return fakeClipboard(writeText);
  },
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith('TQ7z3hN4pXW2YkR9sLmV6cB1dFgJ8aE5uK');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    // Seen on the button, heard through the polite status, and focus stays put.
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Copy with a click' };

export const FeedbackResets: Story = {
  tags: ['flow'],
  args: { feedbackDuration: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await canvas.findByRole('button', { name: 'Copied' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Keyboard: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Wallet address' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Focus selects the value, so a manual Ctrl+C works too.
    await expect(input.selectionEnd! - input.selectionStart!).toBe(34);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledTimes(1);
  },
};

const secretTokenStory: Story = {
  args: {
    label: 'API token',
    value: TOKEN,
    secret: true,
    hint: 'Keep it private: it gives full access to your account.',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'API token' });
    // Masked: the token is not in the page at all until revealed.
    await expect(input).not.toHaveValue(TOKEN);
    await expect(canvasElement.innerHTML).not.toContain(TOKEN);
    // Copy works without revealing.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(TOKEN);
    const show = canvas.getByRole('button', { name: 'Show' });
    await userEvent.click(show);
    await expect(input).toHaveValue(TOKEN);
    await expect(canvas.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SecretToken: Story = stateOf(secretTokenStory);

export const SecretTokenFlow: Story = {
  ...secretTokenStory,
  tags: ['flow'],
  name: 'Secret token: reveal and copy',
};

export const ClipboardRefused: Story = {
  tags: ['flow'],
  beforeEach: () => {
    writeText.mockImplementation(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const exec = document.execCommand;
    document.execCommand = () => false;
    return () => {
      document.execCommand = exec;
    };
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Could not copy. Select the text and copy it manually.',
      ),
    );
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const LongValue: Story = {
  args: {
    label: 'Referral link',
    value:
      'https://cabinet.adnet.example/registration?referralCode=PARTNER-2026-BLACK-FRIDAY-EXTENDED-CAMPAIGN-42',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // The copy button stays visible; the value scrolls inside the box.
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  },
};

const chineseTextStory: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '钱包地址',
    labels: { copy: '复制', copied: '已复制', failed: '无法复制', show: '显示', hide: '隐藏' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(await canvas.findByRole('button', { name: '已复制' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('已复制');
  },
};

export const ChineseText: Story = stateOf(chineseTextStory);

export const ChineseTextFlow: Story = { ...chineseTextStory, tags: ['flow'], name: 'Chinese text: copy' };

export const RussianText: Story = {
  globals: { locale: 'ru' },
  args: { label: 'Адрес кошелька', labels: { copy: 'Копировать', copied: 'Скопировано' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Копировать' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  args: { label: 'عنوان المحفظة', labels: { copy: 'نسخ', copied: 'تم النسخ' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'عنوان المحفظة' });
    const button = canvas.getByRole('button', { name: 'نسخ' });
    // Actions sit at the inline end: the left in RTL.
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left + 1,
    );
  },
};
