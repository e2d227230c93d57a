import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type TableSortDirection,
} from './Table';
import { tableVariants } from './Table.variants';

const rows = [
  { at: '2026.12.01 10:00', who: '김운영 (관리자)', what: '운영자 초대', target: 'new@ops.kr' },
  {
    at: '2026.12.01 09:12',
    who: '김운영 (관리자)',
    what: '운영자 역할 변경',
    target: 'op2@ops.kr',
  },
  {
    at: '2026.11.30 18:40',
    who: '이조회 (조회 전용)',
    what: '복구 코드로 로그인',
    target: '이조회',
  },
];

const meta = {
  title: 'Lists/Table',
  component: Table,
  tags: ['autodocs'],
  args: { caption: '감사 기록', children: null },
  argTypes: variantArgTypes(tableVariants),
  render: (args) => (
    <Table {...args}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>시각</TableHeaderCell>
          <TableHeaderCell>운영자</TableHeaderCell>
          <TableHeaderCell>작업</TableHeaderCell>
          <TableHeaderCell>대상</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.at}>
            <TableCell>{row.at}</TableCell>
            <TableCell>{row.who}</TableCell>
            <TableCell>{row.what}</TableCell>
            <TableCell>{row.target}</TableCell>
          </TableRow>
        ))}
        <TableRow tone="detail">
          <TableCell colSpan={4}>역할: 조회 전용 → 운영자</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Comfortable: Story = {};
export const Compact: Story = { args: { density: 'compact' } };
export const HiddenCaption: Story = { args: { hideCaption: true } };

const dealers = [
  { name: '강남 모바일', bids: 128, joined: '2026.03.02' },
  { name: '부산 통신', bids: 37, joined: '2026.09.14' },
  { name: '인천 렌탈센터', bids: 74, joined: '2026.06.21' },
];
type DealerColumn = 'name' | 'bids' | 'joined';

/** Sortable headers: the table orders its own rows here; the console asks its server instead. */
function SortableDealers(args: Story['args']) {
  const [sort, setSort] = useState<{ column: DealerColumn; direction: 'asc' | 'desc' }>({
    column: 'joined',
    direction: 'desc',
  });
  const directionOf = (column: DealerColumn): TableSortDirection =>
    sort.column === column ? sort.direction : false;
  const toggle = (column: DealerColumn) => () =>
    setSort({
      column,
      direction: sort.column === column && sort.direction === 'desc' ? 'asc' : 'desc',
    });
  const ordered = [...dealers].sort(
    (a, b) =>
      (sort.direction === 'asc' ? 1 : -1) *
      (sort.column === 'bids' ? a.bids - b.bids : a[sort.column].localeCompare(b[sort.column])),
  );
  return (
    <Table {...args} caption="판매점">
      <TableHead>
        <TableRow>
          <TableHeaderCell sort={{ direction: directionOf('name'), onToggle: toggle('name') }}>
            상호
          </TableHeaderCell>
          <TableHeaderCell
            align="end"
            sort={{ direction: directionOf('bids'), onToggle: toggle('bids') }}
          >
            보낸 견적
          </TableHeaderCell>
          <TableHeaderCell sort={{ direction: directionOf('joined'), onToggle: toggle('joined') }}>
            가입일
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ordered.map((dealer) => (
          <TableRow key={dealer.name}>
            <TableCell>{dealer.name}</TableCell>
            <TableCell align="end">{dealer.bids}개</TableCell>
            <TableCell>{dealer.joined}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const SortableColumns: Story = { render: (args) => <SortableDealers {...args} /> };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tableVariants.density.values.map((density) => (
        <Table key={density} {...args} caption={`감사 기록 (${density})`} density={density}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>작업</TableHeaderCell>
              <TableHeaderCell align="end">건수</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>운영자 초대</TableCell>
              <TableCell align="end">12</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ))}
    </div>
  ),
};
