import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DataGrid, type DataGridColumn } from '@adnet/ui';
import { ALL_TEXTS } from './all-texts';
import { AppUiLocale } from './ui-locale';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = Array.from({ length: 1500 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
const columns: DataGridColumn<Row>[] = [{ id: 'name', header: 'Name', value: (r) => r.name }];

describe('AppUiLocale', () => {
  it("gives every grid the user's language and follows a switch without a prop on the grid", async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: ALL_TEXTS.en }, ru: { translation: ALL_TEXTS.ru } },
      interpolation: { escapeValue: false },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <AppUiLocale>
          <DataGrid caption="Rows" columns={columns} data={rows} getRowId={(r) => r.id} layout="table" />
        </AppUiLocale>
      </I18nextProvider>,
    );
    const range = () => document.querySelector('[data-slot="data-grid-range"]')?.textContent;
    expect(range()).toBe('1–20 of 1,500');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();

    await act(() => i18n.changeLanguage('ru'));
    expect(range()).toMatch(/^1–20 из 1\s500$/);
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeTruthy();
  });
});
