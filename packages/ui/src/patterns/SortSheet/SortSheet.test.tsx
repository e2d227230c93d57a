import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSheet } from './SortSheet';
import { expectFocusBackOnOpener } from '../../testing/openedFromOutside';

const history = ['갤럭시 S25', '아이폰 16', '코웨이 정수기'];
const options = [
  { value: 'created_at', label: '최신순' },
  { value: 'view_count', label: '조회순' },
  { value: 'mostQuoted', label: '인기순' },
] as const;

async function pressArrow(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await user.keyboard(`{/${key}}`);
}

describe('SortSheet', () => {
  it('offers a search box, the history tags and the sorts it is given, the first chosen', () => {
    render(<SortSheet options={options} defaultOpen history={history} />);
    const sheet = screen.getByRole('dialog', { name: '정렬 및 검색' });
    expect(within(sheet).getByRole('searchbox', { name: '검색어' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '아이폰 16' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '아이폰 16 삭제' })).toBeInTheDocument();
    expect(within(sheet).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '최신순' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '조회순' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '인기순' })).not.toBeChecked();
  });

  it('hides the history when there is none and shows every tag it is given', () => {
    const { rerender } = render(<SortSheet options={options} defaultOpen history={[]} />);
    expect(screen.queryByText('최근 검색어')).toBeNull();
    const many = Array.from({ length: 12 }, (_, index) => `검색어 ${index + 1}`);
    rerender(<SortSheet options={options} defaultOpen history={many} />);
    expect(screen.getByRole('list', { name: '최근 검색어' }).children).toHaveLength(12);
  });

  it('selects and deletes history tags', async () => {
    const user = userEvent.setup();
    const onHistorySelect = vi.fn();
    const onHistoryDelete = vi.fn();
    render(
      <SortSheet
        options={options}
        defaultOpen
        history={history}
        onHistorySelect={onHistorySelect}
        onHistoryDelete={onHistoryDelete}
      />,
    );
    await user.click(screen.getByRole('button', { name: '갤럭시 S25' }));
    expect(onHistorySelect).toHaveBeenCalledWith('갤럭시 S25');
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('갤럭시 S25');
    await user.click(screen.getByRole('button', { name: '코웨이 정수기 삭제' }));
    expect(onHistoryDelete).toHaveBeenCalledWith('코웨이 정수기');
    expect(onHistorySelect).toHaveBeenCalledTimes(1);
  });

  it('changes the sort with the arrow keys and confirms with Enter on 적용하기', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onSortChange = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <SortSheet
        options={options}
        defaultOpen
        onConfirm={onConfirm}
        onSortChange={onSortChange}
        onOpenChange={onOpenChange}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '갤럭시');
    await user.click(screen.getByRole('radio', { name: '최신순' }));
    // Radix moves focus a tick after keydown and checks the radio only while the arrow is held.
    await pressArrow(user, 'ArrowDown');
    expect(screen.getByRole('radio', { name: '조회순' })).toBeChecked();
    expect(onSortChange).toHaveBeenLastCalledWith('view_count');
    await pressArrow(user, 'ArrowDown');
    expect(screen.getByRole('radio', { name: '인기순' })).toBeChecked();
    screen.getByRole('button', { name: '적용하기' }).focus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith({ sort: 'mostQuoted', searchValue: '갤럭시' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows controlled sort and search values', async () => {
    const user = userEvent.setup();
    const onSearchValueChange = vi.fn();
    const onConfirm = vi.fn();
    render(
      <SortSheet
        options={options}
        defaultOpen
        sort="view_count"
        searchValue="정수기"
        onSearchValueChange={onSearchValueChange}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('radio', { name: '조회순' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '인기순' }));
    // Controlled: it stays where the parent keeps it.
    expect(screen.getByRole('radio', { name: '조회순' })).toBeChecked();
    await user.type(screen.getByRole('searchbox'), '렌탈');
    expect(onSearchValueChange).toHaveBeenLastCalledWith('정수기탈');
    expect(screen.getByRole('searchbox')).toHaveValue('정수기');
    await user.click(screen.getByRole('button', { name: '적용하기' }));
    expect(onConfirm).toHaveBeenCalledWith({ sort: 'view_count', searchValue: '정수기' });
  });

  it('confirms from Enter in the search box', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <SortSheet
        options={options}
        defaultOpen
        defaultSort="mostQuoted"
        onConfirm={onConfirm}
        title="휴대폰 검색"
      />,
    );
    expect(screen.getByRole('dialog', { name: '휴대폰 검색' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), '아이폰{Enter}');
    expect(onConfirm).toHaveBeenCalledWith({ sort: 'mostQuoted', searchValue: '아이폰' });
  });

  it('opened without a trigger, gives focus back to what opened it', async () => {
    await expectFocusBackOnOpener(
      (open, onOpenChange) => (
        <SortSheet open={open} onOpenChange={onOpenChange} options={options} />
      ),
      (user) => user.click(screen.getByRole('button', { name: '적용하기' })),
    );
  });
});
