import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DataGrid, type DataGridProps } from './data-grid';
import { createDataGridState, type DataGridState } from './data-grid-state';
import { campaignColumns, makeCampaignRows, type SampleCampaign } from './data-grid.fixtures';

const rows57 = makeCampaignRows(57);
const columns = campaignColumns('en');

const baseArgs = {
  caption: 'Campaigns',
  columns,
  data: rows57,
  getRowId: (row: SampleCampaign) => row.id,
  getRowLabel: (row: SampleCampaign) => row.name,
  onStateChange: fn(),
} satisfies Partial<DataGridProps<SampleCampaign>>;

const meta = {
  title: 'Data/DataGrid',
  component: DataGrid<SampleCampaign>,
  args: baseArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataGrid<SampleCampaign>>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const ClientSortAndPages: Story = {
  name: 'Client side: sort and pages',
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await expect(bodyRows(table)).toHaveLength(20);
    await expect(canvas.getByText('1–20 of 57')).toBeVisible();

    const budget = canvas.getByRole('button', { name: 'Budget' });
    await userEvent.click(budget);
    await expect(budget.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    const ascending = Math.min(...rows57.map((r) => r.budget));
    await expect(bodyRows(table)[0]).toHaveTextContent(ascending.toLocaleString('en'));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        orderBy: 'budget',
        order: 'asc',
        currentPage: 1,
        pageCount: 3,
        pageSize: 20,
      }),
    );
    await userEvent.click(budget);
    await expect(budget.closest('th')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByText('21–40 of 57')).toBeVisible();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    // Row 21 was first in view; at 50 rows a page it is on page 1.
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(table)).toHaveLength(50);
  },
};

export const Filters: Story = {
  name: 'Filters (text and select)',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter by Name' }));
    const popover = await screen.findByRole('dialog', { name: 'Filter by Name' });
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ openedFilter: 'name' }),
    );
    await userEvent.type(within(popover).getByLabelText('Name'), 'crypto{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    const expected = rows57.filter((r) => r.name.toLowerCase().includes('crypto')).length;
    await expect(bodyRows(table)).toHaveLength(Math.min(expected, 20));
    await expect(canvas.getByRole('button', { name: 'Filter by Name' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filter: { name: 'crypto' }, openedFilter: null, currentPage: 1 }),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Filter by Status' }));
    const statuses = await screen.findByRole('dialog', { name: 'Filter by Status' });
    await userEvent.click(within(statuses).getByRole('radio', { name: 'Active' }));
    for (const row of bodyRows(table)) await expect(row).toHaveTextContent('Active');
  },
};

export const OpenedFilterFromUrl: Story = {
  name: 'Opened filter restored from state',
  args: { defaultState: { openedFilter: 'status', filter: { status: 'DECLINED' } } },
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: 'Filter by Status' });
    await expect(within(popover).getByRole('radio', { name: 'Declined' })).toBeChecked();
  },
};

/** A fake server: sorts and pages on a timer, as the campaigns endpoint would. */
function ServerGrid(props: DataGridProps<SampleCampaign>) {
  const all = rows57;
  const [state, setState] = useState<DataGridState>(() => createDataGridState({ pageCount: 3 }));
  // The request a state means; the grid shows skeletons until the answer to the latest one arrives.
  const request = JSON.stringify([state.currentPage, state.pageSize, state.orderBy, state.order]);
  const [answer, setAnswer] = useState<{ request: string; page: SampleCampaign[] } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const sorted = state.orderBy
        ? [...all].sort((a, b) => {
            const key = state.orderBy as keyof SampleCampaign;
            const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
            return state.order === 'desc' ? -order : order;
          })
        : all;
      const start = (state.currentPage - 1) * state.pageSize;
      setAnswer({ request, page: sorted.slice(start, start + state.pageSize) });
    }, 300);
    return () => clearTimeout(timer);
  }, [all, request, state.currentPage, state.order, state.orderBy, state.pageSize]);
  const loading = answer?.request !== request;
  const page = answer?.page ?? [];
  return (
    <DataGrid
      {...props}
      mode="server"
      data={page}
      loading={loading}
      state={{ ...state, pageCount: Math.ceil(all.length / state.pageSize) }}
      totalCount={all.length}
      onStateChange={(next) => {
        props.onStateChange?.(next);
        setState(next);
      }}
    />
  );
}

export const ServerSide: Story = {
  name: 'Server side (controlled state)',
  render: (args) => <ServerGrid {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await expect(bodyRows(table)[0]).toHaveTextContent('#1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ currentPage: 2 }));
    await waitFor(() => expect(canvas.getByText('21–40 of 57')).toBeVisible());
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('#21'));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
  },
};

export const LoadingError: Story = {
  name: 'Error with retry',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Data loading error.');
    await expect(alert).toHaveTextContent('Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const stop = fn();
const archive = fn();

export const RowActionsAndKeyboard: Story = {
  name: 'Row actions and keyboard',
  args: {
    rowActions: (row) => [
      { id: 'stop', label: 'Stop', onSelect: () => stop(row.id), disabled: row.status !== 'ACTIVE' },
      { id: 'copy', label: 'Copy', onSelect: () => {} },
      { id: 'archive', label: 'Archive', tone: 'danger', onSelect: () => archive(row.id) },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: `Actions for ${rows57[0]?.name}` });
    first.focus();
    // Arrow Down moves to the same control one row down.
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: `Actions for ${rows57[1]?.name}` });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Archive' }));
    await expect(archive).toHaveBeenCalledWith(rows57[0]?.id);
  },
};

export const ColumnVisibility: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'CTR' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: /CTR/ })).toBeNull());
    await expect(canvas.getByRole('columnheader', { name: /Clicks/ })).toBeVisible();
  },
};

const rows10k = makeCampaignRows(10_000);

export const Virtualized: Story = {
  name: 'Virtualized: 10,000 client rows',
  args: { data: rows10k, virtualize: true, height: 480 },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Campaigns' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = canvasElement.querySelectorAll('tbody tr[aria-rowindex]');
    await expect(rendered.length).toBeLessThan(60);
    await expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    const scroller = canvas.getByRole('region', { name: 'Campaigns' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(canvasElement.querySelector('tbody tr[aria-rowindex="10001"]')).toHaveTextContent('#10000'),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const MobileCards: Story = {
  name: 'Cards (below 768 px)',
  args: {
    layout: 'cards',
    rowActions: () => [{ id: 'copy', label: 'Copy', onSelect: () => {} }],
    defaultState: { pageSize: 10 },
  },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Campaigns' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(card).getByText('Budget')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Clicks, descending' }));
    const top = Math.max(...rows57.map((r) => r.clicks));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(top.toLocaleString('en'));
  },
};

export const LongText: Story = {
  args: {
    data: [
      {
        ...(rows57[0] as SampleCampaign),
        name: 'A campaign with an exceptionally long name that keeps going well past the width of its column',
      },
      ...rows57.slice(1, 5),
    ],
  },
};

export const Russian: Story = {
  args: {
    caption: 'Кампании',
    locale: 'ru',
    columns: campaignColumns('ru').map((column) => ({
      ...column,
      header:
        {
          name: 'Название',
          status: 'Статус',
          type: 'Тип',
          budget: 'Бюджет',
          spent: 'Потрачено',
          impressions: 'Показы',
          clicks: 'Клики',
          ctr: 'CTR',
          created: 'Создана',
        }[column.id] ?? column.header,
    })),
    labels: {
      empty: 'Нет данных',
      rowsPerPage: 'Строк на странице',
      range: '{from}–{to} из {total}',
      page: 'Страница {page} из {pages}',
      previousPage: 'Назад',
      nextPage: 'Вперёд',
      columns: 'Столбцы',
      filter: 'Фильтр: {column}',
      pagination: 'Страницы',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–20 из 57')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    caption: '广告活动',
    locale: 'zh-CN',
    columns: campaignColumns('zh-CN').map((column) => ({
      ...column,
      header:
        {
          name: '名称',
          status: '状态',
          type: '类型',
          budget: '预算',
          spent: '已花费',
          impressions: '展示次数',
          clicks: '点击次数',
          created: '创建时间',
        }[column.id] ?? column.header,
    })),
    labels: {
      empty: '暂无数据',
      rowsPerPage: '每页行数',
      range: '第 {from}–{to} 条，共 {total} 条',
      page: '第 {page} / {pages} 页',
      previousPage: '上一页',
      nextPage: '下一页',
      columns: '列',
      filter: '筛选：{column}',
      pagination: '分页',
    },
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultState: { orderBy: 'spent', order: 'desc', filter: { status: 'ACTIVE' } } },
};
