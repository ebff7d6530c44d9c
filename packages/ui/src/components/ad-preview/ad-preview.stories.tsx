import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdPreview } from './ad-preview';
import type { AdPreviewAd } from './ad-preview-model';

/**
 * Sample pictures drawn on a canvas, so the stories need no network and no binary fixtures: a gradient with a
 * few shapes reads as "a photo" at preview size.
 */
function samplePicture(width: number, height: number, hue: number, caption: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${hue} 80% 55%)`);
  gradient.addColorStop(1, `hsl(${hue + 60} 70% 35%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(255,255,255,0.18)';
  for (let i = 0; i < 5; i += 1) {
    ctx.beginPath();
    ctx.arc(
      width * (0.15 + i * 0.2),
      height * (0.3 + (i % 2) * 0.35),
      Math.min(width, height) * 0.18,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  // A named font, so the pictures (and the visual baselines) are the same on every machine.
  ctx.font = `700 ${Math.round(Math.min(width, height) / 7)}px 'DejaVu Sans', sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(caption, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}

const picture = samplePicture(720, 720, 210, 'TON Wallet');
const wide = samplePicture(960, 540, 150, 'Swap now');
const icon = samplePicture(128, 128, 20, 'G');

const base: AdPreviewAd = {
  title: 'Earn up to 12% a year on USDT',
  subtitle: 'Deposit in two taps, withdraw any time. No paperwork, no hidden fees.',
  buttonText: 'Open wallet',
  advertiserName: 'TON Wallet Ltd',
  // A tracking link as advertisers paste it: the network fills the macro in at the click.
  link: 'https://t.me/wallet?start=adnet_{click_id}',
  image: picture,
  icon,
};

const meta = {
  title: 'Data/AdPreview',
  component: AdPreview,
  args: { type: 'FullscreenMedia', ad: base },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over a full-screen ad the phone's status bar is white on black, not the app's white header. */
async function expectImmersiveStatusBar(root: HTMLElement) {
  const bar = root.querySelector('.adn-AdPreviewFrame-statusBar') as HTMLElement;
  await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(0, 0, 0)');
  await expect(getComputedStyle(bar).color).toBe('rgb(255, 255, 255)');
}

/** The screen reaches the frame's bottom edge: no strip of the app's background under it. */
async function expectScreenFillsFrame(root: HTMLElement) {
  const frame = root.querySelector('[data-slot="frame"]') as HTMLElement;
  const screenPart = root.querySelector('[data-slot="screen"]') as HTMLElement;
  const inner = frame.getBoundingClientRect().bottom - parseFloat(getComputedStyle(frame).borderBottomWidth);
  await expect(Math.abs(inner - screenPart.getBoundingClientRect().bottom)).toBeLessThan(0.5);
}

export const FullscreenMedia: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectImmersiveStatusBar(canvasElement);
    const frame = canvas.getByRole('region', { name: 'Mobile preview' });
    await expect(within(frame).getByText('Ad')).toBeVisible();
    await expect(within(frame).getByText('Earn up to 12% a year on USDT')).toBeVisible();
    // Only the link's host shows, as under a real ad: never its query with the tracking macro.
    await expect(frame.querySelector('[data-slot="link"]')).toHaveTextContent(/^t\.me$/);
    await expect(frame).not.toHaveTextContent('{click_id}');
    // Nothing in the preview is a control.
    await expect(within(frame).queryAllByRole('button')).toHaveLength(0);
    await expect(within(frame).queryAllByRole('link')).toHaveLength(0);
    await expect(within(frame).getByRole('img', { name: 'Image' }).tagName).toBe('IMG');
  },
};

export const RewardedVideo: Story = {
  args: {
    type: 'RewardedVideo',
    ad: { ...base, title: 'Watch and get 50 coins', buttonText: 'Install', video: 'data:video/webm;base64,' },
  },
  play: async ({ canvasElement, canvas }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video?.muted).toBe(true);
    // As the SDKs show it: no browser controls, a countdown, and no close button in the first seconds.
    await expect(video?.controls).toBe(false);
    await expect(canvas.getByText('Reward in 15 s')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="close"]')).toBeNull();
    await expect(canvas.getByText('Watch to the end to get your reward')).toBeVisible();
    await expectImmersiveStatusBar(canvasElement);
  },
};

export const Task: Story = {
  args: {
    type: 'Task',
    ad: { ...base, title: 'Subscribe to Crypto Daily', subtitle: '+500 coins', buttonText: 'Go' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subscribe to Crypto Daily')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Icon' })).toHaveAttribute('width', '50');
    // A task row shows no link: the one that hung under the placeholder row below it is gone.
    const frame = canvas.getByRole('region', { name: 'Mobile preview' });
    await expect(frame.querySelector('[data-slot="link"]')).toBeNull();
    await expect(frame).not.toHaveTextContent('t.me');
  },
};

/** The words of `element`'s text that a line break cut in two: none is the only right answer. */
function splitWords(element: HTMLElement): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (range.getClientRects().length > 1) split.push(match[0]);
    }
  }
  return split;
}

/**
 * A task in the campaign page's narrow preview column (about 300 px): the button wraps between its words and leaves
 * the text enough room that no word breaks ("Complet / e the task" before).
 */
export const TaskInANarrowColumn: Story = {
  name: 'Task in a narrow column',
  decorators: [(Story) => <div style={{ inlineSize: 307 }}>{Story()}</div>],
  args: {
    type: 'Task',
    ad: {
      ...base,
      title: 'Fresh Cart: join today',
      subtitle: 'Complete the task and get a bonus',
      buttonText: 'Learn more',
    },
  },
  play: async ({ canvasElement }) => {
    const task = canvasElement.querySelector('[data-slot="task"]') as HTMLElement;
    await expect(splitWords(task)).toEqual([]);
  },
};

export const BotMessageMedia: Story = {
  args: {
    type: 'BotMessageMedia',
    ad: { ...base, image: wide, erid: '2VtzqxYbWq3' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TON Wallet Ltd')).toBeVisible();
    await expect(canvas.getByText('· erid: 2VtzqxYbWq3', { exact: false })).toBeVisible();
  },
};

/**
 * Telegram's inline button under a message: a translucent tint of the wallpaper with white text (not a white
 * button with blue text), and the chat runs to the bottom of the phone.
 */
export const ChatMessageMedia: Story = {
  args: { type: 'ChatMessageMedia', ad: { ...base, image: wide } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByText('Open wallet');
    const style = getComputedStyle(button);
    await expect(style.color).toBe('rgb(255, 255, 255)');
    const alpha = Number(/rgba?\([^)]*?([\d.]+)\)$/.exec(style.backgroundColor.replace(/ \/ /, ', '))?.[1]);
    await expect(style.backgroundColor.startsWith('rgba')).toBe(true);
    await expect(alpha).toBeLessThan(1);
    await expectScreenFillsFrame(canvasElement);
    // The bubble has Telegram's tail: a square bottom corner that flares out into a point in the bubble's colour.
    const bubble = canvasElement.querySelector('.adn-AdPreview-bubble') as HTMLElement;
    const tail = getComputedStyle(bubble, '::after');
    await expect(getComputedStyle(bubble).borderBottomLeftRadius).toBe('0px');
    await expect(tail.backgroundColor).toBe(getComputedStyle(bubble).backgroundColor);
    await expect(tail.width).toBe('8px');
  },
};

export const InChat: Story = {
  args: {
    type: 'InChat',
    ad: {
      ...base,
      title: 'Crypto Daily',
      subtitle: 'Markets in 3 minutes, every morning.',
      buttonText: 'Join',
    },
  },
};

/** A long title beside the "Ad" mark: the title wraps, the mark stays one word ("A / d" before). */
export const InChatLongTitle: Story = {
  name: 'InChat with a long title',
  args: {
    type: 'InChat',
    ad: {
      ...base,
      title: 'The fastest and cheapest way to swap any token on TON',
      buttonText: 'Open the wallet',
    },
  },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-slot="in-chat"] [data-slot="ad-mark"]') as HTMLElement;
    const text = [...mark.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) as Text;
    const range = document.createRange();
    range.selectNodeContents(text);
    await expect(text.textContent).toBe('Ad');
    await expect(range.getClientRects()).toHaveLength(1);
  },
};

export const MainPage: Story = {
  args: {
    type: 'MainPage',
    ad: {
      ...base,
      title: 'Swap TON in one tap',
      subtitle: 'Best rate across 8 exchanges',
      buttonText: 'Swap',
    },
  },
};

export const Truncated: Story = {
  name: 'Long texts (truncation warnings)',
  args: {
    type: 'MainPage',
    ad: {
      ...base,
      title: 'The fastest and cheapest way to swap any token on TON',
      subtitle: 'Compare the rates of eight exchanges and swap in a single tap, with no registration at all.',
    },
  },
  play: async ({ canvas }) => {
    // What the user sees: the first 30 characters and an ellipsis.
    await expect(canvas.getByText('The fastest and cheapest way t…')).toBeVisible();
    const warnings = canvas.getByText('Before you save').parentElement as HTMLElement;
    await expect(
      within(warnings).getByText('Title: 53 characters; users will see the first 30.'),
    ).toBeVisible();
    await expect(
      within(warnings).getByText('Text: 91 characters; users will see the first 60.'),
    ).toBeVisible();
  },
};

export const InsecureLink: Story = {
  name: 'Link that is not https',
  args: { ad: { ...base, link: 'http://example.com/promo' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('http://example.com/promo')).toBeNull();
    await expect(canvas.getByText('The link is not https, so it is not shown.')).toBeVisible();
  },
};

export const SvgRefused: Story = {
  name: 'SVG data image is never inlined',
  args: {
    type: 'Task',
    ad: {
      ...base,
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    },
  },
  play: async ({ canvasElement, canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Mobile preview' });
    await expect(frame.querySelector('svg')).toBeNull();
    await expect(canvasElement.querySelector('img[src^="data:image/svg"]')).toBeNull();
    await expect(
      canvas.getByText('Icon is not a file this preview may show, so it is not shown.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Empty form (placeholders)',
  args: { type: 'BotMessageMedia', ad: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image or video yet')).toBeVisible();
    await expect(canvas.getByText('Title')).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
  },
};

export const RussianMarking: Story = {
  name: 'Russian text with ad marking',
  args: {
    type: 'ChatMessageMedia',
    ad: {
      title: 'Доходность до 12% годовых в USDT',
      advertiserName: 'ООО «Кошелёк», ИНН 7701234567',
      subtitle: 'Пополнение в два касания, вывод в любой момент. Без бумаг и скрытых комиссий.',
      buttonText: 'Открыть кошелёк',
      link: 'https://t.me/wallet?start=adnet&erid=2VtzqxYbWq3',
      image: wide,
      erid: '2VtzqxYbWq3',
    },
    labels: {
      ad: 'Реклама',
      frame: 'Превью на телефоне',
      chatName: 'Крипто-чат',
      chatStatus: '12 408 участников',
      warnings: 'Перед сохранением',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Превью на телефоне' })).toBeVisible();
    await expect(canvas.getByText('Реклама')).toBeVisible();
  },
};

export const Chinese: Story = {
  name: 'zh-CN text',
  args: {
    type: 'InChat',
    ad: {
      ...base,
      title: '加密日报',
      subtitle: '每天早上三分钟了解市场动态。',
      buttonText: '加入',
    },
    labels: { ad: '广告', frame: '手机预览', chatName: '加密聊天', chatStatus: '12,408 位成员' },
  },
};

export const DarkAppearance: Story = {
  name: 'Forced Telegram dark',
  args: { type: 'BotMessageMedia', appearance: 'dark', ad: { ...base, image: wide } },
};

export const Unframed: Story = {
  args: {
    type: 'Task',
    framed: false,
    ad: { ...base, title: 'Open the Daily Quiz bot', buttonText: 'Start' },
  },
};
