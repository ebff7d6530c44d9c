import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataGrid, type DataGridColumn, type DataGridProps } from '../components/data-grid';
import { DateRangePicker } from '../components/date-range-picker';
import { StatCard } from '../components/stat-card';
import { BarTable } from '../components/bar-table';
import { UiLocaleProvider, useUiLocale, type UiLabels } from './ui-locale-provider';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = Array.from({ length: 1500 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
const columns: DataGridColumn<Row>[] = [{ id: 'name', header: 'Name', value: (r) => r.name }];

const grid = (props: Partial<DataGridProps<Row>> = {}) => (
  <DataGrid caption="Rows" columns={columns} data={rows} getRowId={(r) => r.id} layout="table" {...props} />
);

const ru: UiLabels = {
  dataGrid: { range: '{from}–{to} из {total}', nextPage: 'Вперёд' },
  dateRangePicker: { placeholder: 'Выберите даты' },
};

/** The pager's range line: its numbers in the grid's locale, its words from its labels. */
const rangeText = () => document.querySelector('.adn-DataGrid-range')?.textContent;

describe('UiLocaleProvider', () => {
  it('gives the grid its locale and texts', () => {
    render(
      <UiLocaleProvider locale="ru" labels={ru}>
        {grid()}
      </UiLocaleProvider>,
    );
    expect(rangeText()).toBe('1–20 из 1\u00a0500');
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeTruthy();
    // A text the provider does not give keeps the English default.
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
  });

  it("lets a component's own locale and labels win, key by key", () => {
    render(
      <UiLocaleProvider locale="ru" labels={ru}>
        {grid({ locale: 'en', labels: { nextPage: 'Onward' } })}
      </UiLocaleProvider>,
    );
    expect(rangeText()).toBe('1–20 из 1,500');
    expect(screen.getByRole('button', { name: 'Onward' })).toBeTruthy();
  });

  it('leaves every component on its English defaults without a provider', () => {
    render(
      <>
        {grid()}
        <DateRangePicker label="Period" />
        <StatCard label="Clicks" value="1" delta={0.125} />
      </>,
    );
    expect(rangeText()).toBe('1–20 of 1,500');
    expect(screen.getByRole('button', { name: 'Period Choose dates' })).toBeTruthy();
    expect(screen.getAllByRole('definition')[1]?.textContent).toContain('12.5%');
  });

  it('gives the date range picker its texts and the other components their locale', () => {
    render(
      <UiLocaleProvider locale="ru" labels={ru}>
        <DateRangePicker label="Период" />
        <StatCard label="Клики" value="1" delta={0.125} />
        <BarTable
          caption="Языки"
          rows={[{ id: 'ru', name: 'Русский', values: { impressions: 12345 } }]}
          metric="impressions"
          metrics={['impressions']}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Период Выберите даты' })).toBeTruthy();
    expect(screen.getAllByRole('definition')[1]?.textContent).toContain('12,5\u00a0%');
    expect(screen.getByText(/^12\s345$/)).toBeTruthy();
  });

  it('keeps what an outer provider set and this one does not', () => {
    function Shown() {
      const { locale, labels } = useUiLocale();
      return <p>{`${locale} ${labels?.dataGrid?.nextPage} ${labels?.dateRangePicker?.placeholder}`}</p>;
    }
    render(
      <UiLocaleProvider locale="ru" labels={ru}>
        <UiLocaleProvider labels={{ dateRangePicker: { placeholder: 'Даты' } }}>
          <Shown />
        </UiLocaleProvider>
      </UiLocaleProvider>,
    );
    expect(screen.getByText('ru Вперёд Даты')).toBeTruthy();
  });
});
