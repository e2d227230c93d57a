import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { SortSheet } from './SortSheet';

const history = ['갤럭시 S25', '아이폰 16 프로', '코웨이 정수기', '안마의자', 'LG 스탠바이미'];
/** The category home's sorts, as the app passes them. */
const sortOptions = [
  { value: 'created_at', label: '최신순' },
  { value: 'view_count', label: '조회순' },
  { value: 'mostQuoted', label: '인기순' },
];

const meta = {
  title: 'Choice/SortSheet',
  component: SortSheet,
  tags: ['autodocs'],
  args: {
    trigger: <Button variant="outline">정렬 및 검색</Button>,
    options: sortOptions,
    history,
    onConfirm: fn(),
    onSortChange: fn(),
    onSearchValueChange: fn(),
    onHistorySelect: fn(),
    onHistoryDelete: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    defaultSort: { control: { type: 'inline-radio' }, options: sortOptions.map((o) => o.value) },
  },
} satisfies Meta<typeof SortSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Radix moves focus a tick after keydown and checks the radio while the arrow is held. */
async function pressArrow(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await userEvent.keyboard(`{/${key}}`);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '정렬 및 검색' });
    await userEvent.click(trigger);
    const sheet = await body().findByRole('dialog', { name: '정렬 및 검색' });
    const search = within(sheet).getByRole('searchbox', { name: '검색어' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, '갤럭시');
    await userEvent.click(within(sheet).getByRole('radio', { name: '최신순' }));
    await pressArrow('ArrowDown');
    await expect(within(sheet).getByRole('radio', { name: '조회순' })).toBeChecked();
    await pressArrow('ArrowDown');
    await expect(within(sheet).getByRole('radio', { name: '인기순' })).toBeChecked();
    await expect(args.onSortChange).toHaveBeenLastCalledWith('mostQuoted');
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: '적용하기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({
      sort: 'mostQuoted',
      searchValue: '갤럭시',
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const HistoryTags: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const sheet = await body().findByRole('dialog', { name: '정렬 및 검색' });
    await userEvent.click(within(sheet).getByRole('button', { name: '코웨이 정수기' }));
    await expect(args.onHistorySelect).toHaveBeenCalledWith('코웨이 정수기');
    await expect(within(sheet).getByRole('searchbox')).toHaveValue('코웨이 정수기');
    await userEvent.click(within(sheet).getByRole('button', { name: '안마의자 삭제' }));
    await expect(args.onHistoryDelete).toHaveBeenCalledWith('안마의자');
  },
};

export const NoHistory: Story = {
  args: { defaultOpen: true, history: [] },
  play: async () => {
    const sheet = await body().findByRole('dialog', { name: '정렬 및 검색' });
    await expect(within(sheet).queryByText('최근 검색어')).toBeNull();
  },
};

export const MaxHistory: Story = {
  args: {
    defaultOpen: true,
    history: Array.from({ length: 10 }, (_, index) => `검색어 ${index + 1}`),
  },
  play: async () => {
    const list = await body().findByRole('list', { name: '최근 검색어' });
    await expect(list.children).toHaveLength(10);
  },
};

export const PopularSelected: Story = {
  args: { defaultOpen: true, defaultSort: 'mostQuoted', defaultSearchValue: '정수기' },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState('view_count');
    const [searchValue, setSearchValue] = useState('');
    return (
      <SortSheet
        {...args}
        sort={sort}
        onSortChange={setSort}
        searchValue={searchValue}
        onSearchValueChange={setSearchValue}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '정렬 및 검색' }).focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body().findByRole('dialog', { name: '정렬 및 검색' });
    await expect(within(sheet).getByRole('radio', { name: '조회순' })).toBeChecked();
    const search = within(sheet).getByRole('searchbox', { name: '검색어' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('아이폰');
    await expect(search).toHaveValue('아이폰');
    // Enter in the search box confirms, as the keyboard's 검색 key does.
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({
      sort: 'view_count',
      searchValue: '아이폰',
    });
  },
};

export const LongHistoryTags: Story = {
  args: {
    defaultOpen: true,
    title: '휴대폰 정렬 및 검색',
    history: ['삼성 갤럭시 Z 폴드7 512GB 실버 섀도우 자급제', '아이폰 16 프로 맥스', 'S25'],
  },
};

/** A transformed frame holds each non-modal sheet at its own bottom edge. */
function Frame({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      style={{ position: 'relative', height: 560, transform: 'translateZ(0)' }}
    >
      {container && children(container)}
    </div>
  );
}

/** Every sort selected, with and without history. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {sortOptions.map((option, index) => (
        <Frame key={option.value}>
          {(container) => (
            <SortSheet
              options={sortOptions}
              modal={false}
              defaultOpen
              container={container}
              title={`정렬 및 검색 (${option.label})`}
              defaultSort={option.value}
              defaultSearchValue={index === 1 ? '갤럭시' : ''}
              history={index === 2 ? [] : history}
            />
          )}
        </Frame>
      ))}
    </div>
  ),
};
