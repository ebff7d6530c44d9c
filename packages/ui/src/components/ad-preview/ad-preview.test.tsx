import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdPreview } from './ad-preview';
import {
  adPreviewWarnings,
  campaignTypes,
  isHttpsLink,
  linkHost,
  safeMediaUrl,
  textLength,
  truncateText,
} from './ad-preview-model';

describe('ad preview rules', () => {
  it('counts what a reader counts: an emoji with a modifier or a flag is one character', () => {
    expect(textLength('👍🏽🇷🇺ab')).toBe(4);
    expect(truncateText('👍🏽🇷🇺abc', 3)).toBe('👍🏽🇷🇺a…');
    expect(truncateText('short', 10)).toBe('short');
  });

  it('reduces a landing link to the host a user reads', () => {
    expect(linkHost('https://www.shop.example/a?c={click_id}')).toBe('shop.example');
    expect(linkHost(' https://t.me/daily_bot?start={click_id} ')).toBe('t.me');
    expect(linkHost('https://{domain}/landing')).toBeUndefined();
    expect(linkHost('http://shop.example/')).toBeUndefined();
    expect(linkHost(undefined)).toBeUndefined();
  });

  it('shows only https links', () => {
    expect(isHttpsLink('https://t.me/bot')).toBe(true);
    expect(isHttpsLink(' https://t.me/bot ')).toBe(true);
    expect(isHttpsLink('http://t.me/bot')).toBe(false);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
    expect(isHttpsLink('t.me/bot')).toBe(false);
  });

  it('loads only https, blob and raster data media; never SVG data or other schemes', () => {
    expect(safeMediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeMediaUrl('blob:https://cabinet.example/3f2a')).toBe('blob:https://cabinet.example/3f2a');
    expect(safeMediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeMediaUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(safeMediaUrl('http://cdn.example/a.png')).toBeUndefined();
    expect(safeMediaUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('resolves links relative to the API against its base, and loads only the origins that serve its media', () => {
    // The sandbox in development: the API on plain http, on the page's origin.
    const dev = { base: 'http://127.0.0.1:4400/' };
    expect(safeMediaUrl('/api/public/files/ab%2Fc.png', dev)).toBe(
      'http://127.0.0.1:4400/api/public/files/ab%2Fc.png',
    );
    expect(safeMediaUrl('http://127.0.0.1:4400/api/public/files/x.png', dev)).toBe(
      'http://127.0.0.1:4400/api/public/files/x.png',
    );
    // Another host (or port), protocol-relative tricks and other schemes stay refused.
    expect(safeMediaUrl('https://cdn.example/a.png', dev)).toBeUndefined();
    expect(safeMediaUrl('http://127.0.0.1:9999/a.png', dev)).toBeUndefined();
    expect(safeMediaUrl('//evil.example/a.png', dev)).toBeUndefined();
    expect(safeMediaUrl('javascript:alert(1)', dev)).toBeUndefined();
    expect(safeMediaUrl('data:image/svg+xml;base64,PHN2Zz4=', dev)).toBeUndefined();
    // What the user just picked, and raster data, always show.
    expect(safeMediaUrl('blob:http://127.0.0.1:4400/3f2a', dev)).toBe('blob:http://127.0.0.1:4400/3f2a');
    expect(safeMediaUrl('data:image/png;base64,AAAA', dev)).toBe('data:image/png;base64,AAAA');
    // An API on another origin, with a CDN of its own.
    const prod = {
      base: 'https://api.example.net/v1',
      origins: ['https://api.example.net', 'https://cdn.example'],
    };
    expect(safeMediaUrl('/api/public/files/a.png', prod)).toBe(
      'https://api.example.net/api/public/files/a.png',
    );
    expect(safeMediaUrl('https://cdn.example/a.png', prod)).toBe('https://cdn.example/a.png');
    expect(safeMediaUrl('http://cdn.example/a.png', prod)).toBeUndefined();
    expect(adPreviewWarnings('MainPage', { image: '/api/public/files/a.png' }, prod)).toEqual([]);
    expect(adPreviewWarnings('MainPage', { image: '/api/public/files/a.png' })).toEqual([
      { kind: 'unsafeMedia', field: 'image' },
    ]);
  });

  it('warns about the fields of the type only', () => {
    const ad = { title: 'x'.repeat(45), advertiserName: 'y'.repeat(100), link: 'http://a.example' };
    expect(adPreviewWarnings('Task', ad)).toEqual([
      { kind: 'truncated', field: 'title', length: 45, limit: 40 },
      { kind: 'insecureLink' },
    ]);
    // Messages have room for a 45-character title but not a 100-character brand line.
    expect(adPreviewWarnings('BotMessageMedia', ad)).toEqual([
      { kind: 'truncated', field: 'advertiserName', length: 100, limit: 64 },
      { kind: 'insecureLink' },
    ]);
  });
});

describe('AdPreview', () => {
  it('shows a saved picture whose link is relative to the API, with its media source', () => {
    render(
      <AdPreview
        type="BotMessageMedia"
        ad={{ title: 'Fresh Cart', image: '/api/public/files/cart.png' }}
        media={{ base: 'http://127.0.0.1:4400' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Image' })).toHaveProperty(
      'src',
      'http://127.0.0.1:4400/api/public/files/cart.png',
    );
    expect(screen.queryByText(/is not a file this preview may show/)).toBeNull();
  });

  it.each(campaignTypes)('renders %s marked as an ad, with its title', (type) => {
    render(<AdPreview type={type} ad={{ title: 'Crypto Daily', link: 'https://t.me/daily' }} />);
    const frame = screen.getByRole('region', { name: 'Mobile preview' });
    expect(frame.textContent).toContain('Ad');
    expect(frame.textContent).toContain('Crypto Daily');
  });

  // The preview printed the tracking link whole, `{click_id}` and all, which no Telegram user ever sees.
  it.each(campaignTypes)('never shows a landing link with its macros in %s', (type) => {
    const link = 'https://www.shop.example/landing?utm_source=tg&c={click_id}&s={sub_id}';
    render(<AdPreview type={type} ad={{ title: 'Fresh Cart', link }} />);
    const frame = screen.getByRole('region', { name: 'Mobile preview' });
    expect(frame.textContent).not.toContain('{click_id}');
    expect(frame.textContent).not.toContain('utm_source');
    expect(frame.textContent).not.toContain('https://');
  });

  it('shows only the host under a full-screen ad and a main-page block, and no link in a task row', () => {
    const link = 'https://www.shop.example/landing?c={click_id}';
    const { container, unmount } = render(<AdPreview type="FullscreenMedia" ad={{ link }} />);
    expect(container.querySelector('[data-slot="link"]')?.textContent).toBe('shop.example');
    unmount();
    const main = render(
      <AdPreview type="MainPage" ad={{ link: 'https://t.me/daily_bot?start={click_id}' }} />,
    );
    expect(main.container.querySelector('[data-slot="link"]')?.textContent).toBe('t.me');
    main.unmount();
    const task = render(<AdPreview type="Task" ad={{ link }} />);
    expect(task.container.querySelector('[data-slot="link"]')).toBeNull();
  });

  // The browser's own controls gave the preview away as a web page: a Telegram ad plays by itself, muted.
  it('plays video muted, by itself and without browser controls, the picture as poster', () => {
    const { container } = render(
      <AdPreview
        type="RewardedVideo"
        ad={{ video: 'https://cdn.example/v.mp4', image: 'https://cdn.example/p.jpg' }}
      />,
    );
    const video = container.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.controls).toBe(false);
    expect(video?.autoplay).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.getAttribute('poster')).toBe('https://cdn.example/p.jpg');
  });

  it('takes translated labels', () => {
    render(<AdPreview type="InChat" ad={{ erid: 'abc' }} labels={{ ad: 'Реклама', frame: 'Превью' }} />);
    expect(screen.getByRole('region', { name: 'Превью' }).textContent).toContain('Реклама · erid: abc');
  });
});
