import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ruleOf } from '../../testing/styleRules';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

function renderLog(props: Partial<Parameters<typeof Table>[0]> = {}) {
  return render(
    <Table caption="감사 기록" {...props}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>작업</TableHeaderCell>
          <TableHeaderCell align="end">건수</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>운영자 초대</TableCell>
          <TableCell align="end">3</TableCell>
        </TableRow>
        <TableRow tone="detail">
          <TableCell colSpan={2}>변경 내용</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column headers', () => {
    renderLog();
    const table = screen.getByRole('table', { name: '감사 기록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['작업', '건수']);
    expect(within(table).getByRole('columnheader', { name: '작업' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(within(table).getByRole('cell', { name: '3' })).toHaveAttribute('data-align', 'end');
  });

  it('scrolls in a frame the keyboard can reach, named like the table', () => {
    renderLog({ density: 'compact' });
    const frame = screen.getByRole('region', { name: '감사 기록' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveAttribute('data-qm', 'table');
    expect(frame).toHaveAttribute('data-density', 'compact');
    expect(ruleOf(frame, "[data-density='compact']")).toContain('--table-cell-padding');
  });

  it('keeps a hidden caption for screen readers', () => {
    renderLog({ hideCaption: true });
    expect(screen.getByRole('table', { name: '감사 기록' })).toBeInTheDocument();
    expect(screen.getByText('감사 기록')).toHaveAttribute('data-hidden', 'true');
  });

  it('marks a detail row apart from the rows it opens under', () => {
    renderLog();
    expect(screen.getByText('변경 내용').closest('tr')).toHaveAttribute('data-tone', 'detail');
  });

  it('orders by a sortable column from its header button, and says the order to screen readers', async () => {
    const onToggle = vi.fn();
    render(
      <Table caption="판매점">
        <TableHead>
          <TableRow>
            <TableHeaderCell sort={{ direction: 'desc', onToggle }}>가입일</TableHeaderCell>
            <TableHeaderCell align="end" sort={{ direction: false, onToggle }}>
              보낸 견적
            </TableHeaderCell>
            <TableHeaderCell>이메일</TableHeaderCell>
          </TableRow>
        </TableHead>
      </Table>,
    );
    const joined = screen.getByRole('columnheader', { name: '가입일' });
    expect(joined).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '보낸 견적' })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(screen.getByRole('columnheader', { name: '이메일' })).not.toContainElement(
      screen.queryByRole('button', { name: '이메일' }),
    );
    await userEvent.click(screen.getByRole('button', { name: '보낸 견적' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(within(joined).getByRole('button', { name: '가입일' })).toBeInTheDocument();
    expect(joined.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'sort-descending');
  });
});
