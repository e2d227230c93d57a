import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Pagination } from './Pagination';
import { paginationVariants } from './Pagination.variants';

const meta = {
  title: 'Lists/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 6, pageCount: 20, label: '감사 기록 페이지', onPageChange: fn() },
  argTypes: variantArgTypes(paginationVariants),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Numbers: Story = {};
export const Compact: Story = { args: { layout: 'compact' } };
export const Loading: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
};
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {paginationVariants.layout.values.map((layout) => (
        <Pagination key={layout} {...args} layout={layout} label={`${layout} 페이지`} />
      ))}
    </div>
  ),
};
