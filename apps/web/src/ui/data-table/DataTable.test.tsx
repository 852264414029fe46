import type { ListQuery, Page } from '@lims/contract';
import { Menu } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { type ListPaging, searchDebounceMs, useServerList } from './use-server-list';

interface Thing {
  id: number;
  name: string;
  code: string;
}
type SortKey = 'name' | 'code';
type Query = ListQuery<SortKey> & { includeDisabled?: boolean };

const things = (count: number): Thing[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Thing ${String(index + 1).padStart(3, '0')}`,
    code: `C${(count - index) % 10}`,
  }));

/** A stand-in for the server: searches, sorts and pages like `listQuery` promises. */
function fakeServer(all: Thing[]) {
  return vi.fn(async (query: Query): Promise<Page<Thing>> => {
    const search = query.search?.toLowerCase();
    const matching = all.filter((thing) => !search || thing.name.toLowerCase().includes(search));
    const sortKey = query.sort;
    if (sortKey) {
      matching.sort((a, b) => a[sortKey].localeCompare(b[sortKey]) * (query.direction === 'desc' ? -1 : 1));
    }
    const start = query.cursor ? Number(query.cursor) : query.offset;
    const items = matching.slice(start, start + query.limit);
    const end = start + items.length;
    return { items, total: matching.length, nextCursor: end < matching.length ? String(end) : null };
  });
}

const columns: DataTableColumn<Thing, SortKey>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', cell: (thing) => thing.name },
  { key: 'code', header: 'Code', sortKey: 'code', cell: (thing) => thing.code },
  { key: 'id', header: 'Number', cell: (thing) => String(thing.id) },
];

interface HarnessProps {
  fetchPage: (query: Query) => Promise<Page<Thing>>;
  pageSize?: number;
  paging?: ListPaging;
  onDisable?: (thing: Thing) => void;
}

function Harness({ fetchPage, pageSize = 50, paging = 'pages', onDisable = () => {} }: HarnessProps) {
  const list = useServerList<Thing, SortKey, { includeDisabled?: boolean }>({
    queryKey: ['things'],
    fetchPage: (query) => fetchPage(query),
    defaultSort: { key: 'name', direction: 'asc' },
    pageSize,
    paging,
  });
  return (
    <DataTable
      label="Things"
      list={list}
      columns={columns}
      rowKey={(thing) => thing.id}
      rowActions={{
        name: (thing) => thing.name,
        items: (thing) => (
          <Menu.Item color="red" onClick={() => onDisable(thing)}>
            Disable
          </Menu.Item>
        ),
      }}
      searchPlaceholder="Search things"
      empty={<p>No things yet</p>}
    />
  );
}

function renderList(props: HarnessProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

// The machine running the tests may be busy: give the page time to answer.
configure({ asyncUtilTimeout: 5000 });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable sorting', () => {
  it('starts with the default sort, marks it with aria-sort and flips it on a second click', async () => {
    const server = fakeServer(things(5));
    renderList({ fetchPage: server });
    await screen.findByText('Thing 001');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual(['Thing 001', 'Thing 002', 'Thing 003', 'Thing 004', 'Thing 005']);

    fireEvent.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(firstCells()[0]).toBe('Thing 005'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', direction: 'desc' }));
  });

  it('sorts another column ascending first, on the server', async () => {
    const server = fakeServer(things(5));
    renderList({ fetchPage: server });
    await screen.findByText('Thing 001');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Code/ })).getByRole('button'));
    await waitFor(() =>
      expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'code', direction: 'asc' })),
    );
    expect(screen.getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBeNull();
  });
});

describe('DataTable paging', () => {
  it('pages by offset, tells where the reader is, and starts again at page 1 when the sort changes', async () => {
    const server = fakeServer(things(25));
    renderList({ fetchPage: server, pageSize: 10 });
    await screen.findByText('1–10 of 25');
    expect(bodyRows()).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('11–20 of 25');
    expect(firstCells()[0]).toBe('Thing 011');
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 10, limit: 10 }));

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('21–25 of 25');

    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await screen.findByText('1–10 of 25');
    expect(firstCells()[0]).toBe('Thing 025');
  });

  it("follows the cursor with 'Load more' and appends the rows", async () => {
    const server = fakeServer(things(30));
    renderList({ fetchPage: server, pageSize: 20, paging: 'more' });
    await screen.findByText('20 of 30 shown');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('30 of 30 shown');
    expect(bodyRows()).toHaveLength(30);
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: '20' }));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('DataTable search', () => {
  it(`asks the server once, ${searchDebounceMs} ms after the last key (spec 000 §9), from page 1`, async () => {
    const server = fakeServer(things(30));
    renderList({ fetchPage: server, pageSize: 10 });
    await screen.findByText('1–10 of 30');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await screen.findByText('21–30 of 30');
    server.mockClear();

    const box = screen.getByRole('searchbox', { name: 'Search things' });
    for (const text of ['T', 'Th', 'Thing 01']) fireEvent.change(box, { target: { value: text } });
    await screen.findByText('1–10 of 10');
    expect(server.mock.calls.map(([query]) => query.search)).toEqual(['Thing 01']);
    expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 0 }));
  });
});

describe('DataTable states', () => {
  it('shows a skeleton while the first page loads', async () => {
    let answer: (page: Page<Thing>) => void = () => {};
    renderList({ fetchPage: () => new Promise((resolve) => (answer = resolve)) });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => answer({ items: things(1), total: 1, nextCursor: null }));
    await screen.findByText('Thing 001');
  });

  it("says 'Failed to load' and tries again", async () => {
    const server = vi
      .fn<(query: Query) => Promise<Page<Thing>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ items: things(2), total: 2, nextCursor: null });
    renderList({ fetchPage: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('Thing 002');
  });

  it('shows the empty state when there is nothing at all, without a search box', async () => {
    renderList({ fetchPage: fakeServer([]) });
    await screen.findByText('No things yet');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it("says 'Data Not Found' when a search matches nothing, and keeps the search box", async () => {
    renderList({ fetchPage: fakeServer(things(3)) });
    await screen.findByText('Thing 001');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zebra' } });
    await screen.findByText('Data Not Found');
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });
});

describe('DataTable rows', () => {
  it('puts row actions behind one button per row, named after the row', async () => {
    const onDisable = vi.fn();
    renderList({ fetchPage: fakeServer(things(3)), onDisable });
    await screen.findByText('Thing 001');
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(3);
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Thing 002' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    expect(onDisable).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('renders only the rows in view when a page is longer than 100 rows', async () => {
    // jsdom lays nothing out: the scroller gets the height of a screen, each row one line.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(49);
    renderList({ fetchPage: fakeServer(things(150)), pageSize: 200 });
    await screen.findByText('1–150 of 150');
    expect(screen.getByText('Thing 001')).toBeTruthy();
    expect(screen.queryByText('Thing 150')).toBeNull();
    expect(bodyRows().length).toBeLessThan(40);
    expect(screen.getByRole('region', { name: 'Things' }).getAttribute('tabindex')).toBe('0');
  });

  it('draws a shadow at the cut edge when the table is wider than its frame', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    renderList({ fetchPage: fakeServer(things(3)) });
    await screen.findByText('Thing 001');
    const frame = screen.getByTestId('data-table');
    await waitFor(() => expect(frame.hasAttribute('data-cut-end')).toBe(true));
    expect(frame.hasAttribute('data-cut-start')).toBe(false);
    expect(screen.getByRole('region', { name: 'Things' })).toBeTruthy();
  });
});

describe('DataTable on phones', () => {
  it("stacks each row into a card below 48em and sorts from a 'Sort by' list", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 47.99em'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    // jsdom has no scrolling; the option list scrolls its active option into view.
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {}, configurable: true });
    const server = fakeServer(things(2));
    renderList({ fetchPage: server });
    const cards = await screen.findByTestId('data-table-cards');
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(first?.textContent).toContain('Thing 001');
    expect(within(first as HTMLElement).getByText('Code')).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('button', { name: 'Actions for Thing 001' })).toBeTruthy();

    fireEvent.click(screen.getByRole('textbox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name, descending' }));
    await waitFor(() =>
      expect(server).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', direction: 'desc' })),
    );
  });
});
