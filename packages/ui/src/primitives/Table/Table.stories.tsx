import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';
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
