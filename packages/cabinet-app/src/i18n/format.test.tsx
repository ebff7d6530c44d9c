import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import { useFormat } from './format';

async function instance(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {} });
  return i18n;
}

describe('useFormat', () => {
  it.each([
    ['en', '1,234.50\u00a0USDT', 'Mar 5, 2026'],
    ['ru', '1\u00a0234,50\u00a0USDT', '5 мар. 2026\u00a0г.'],
    ['zh-CN', '1,234.50\u00a0USDT', '2026年3月5日'],
  ])('formats money and dates in %s', async (lng, money, date) => {
    const i18n = await instance(lng);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useFormat(), { wrapper });
    expect(result.current.locale).toBe(lng);
    expect(result.current.money(1234.5)).toBe(money);
    expect(result.current.date(new Date(2026, 2, 5))).toBe(date);
  });
});
