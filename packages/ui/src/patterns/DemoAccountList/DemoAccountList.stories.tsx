import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DemoAccountList } from './DemoAccountList';

const meta = {
  title: 'Layout/DemoAccountList',
  component: DemoAccountList,
  tags: ['autodocs'],
  args: {
    onFill: fn(),
    accounts: [
      {
        key: 'demo@dealer.quotemarket.kr',
        name: '강남 모바일',
        detail: 'demo@dealer.quotemarket.kr',
        fillLabel: '강남 모바일로 채우기',
      },
      {
        key: 'yeoksam@dealer.quotemarket.kr',
        name: '역삼점',
        detail: 'yeoksam@dealer.quotemarket.kr',
        fillLabel: '역삼점으로 채우기',
      },
    ],
  },
} satisfies Meta<typeof DemoAccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dealers: Story = {};
export const Operators: Story = {
  args: {
    accounts: [
      {
        key: 'admin',
        name: '관리자',
        detail: 'admin@demo.quotemarket.kr',
        fillLabel: '관리자로 채우기',
      },
      {
        key: 'viewer',
        name: '조회 전용',
        detail: 'viewer@demo.quotemarket.kr',
        fillLabel: '조회 전용으로 채우기',
      },
    ],
  },
};
