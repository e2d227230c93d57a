import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryChips } from './CategoryChips';

const categories = [
  { id: 0, name: '전체' },
  { id: 1, name: '휴대폰' },
  { id: 2, name: '인터넷' },
  { id: 3, name: '정수기' },
  { id: 7, name: '생활가전' },
  { id: 9, name: '헬스/뷰티' },
];

const meta = {
  title: 'Choice/CategoryChips',
  component: CategoryChips,
  tags: ['autodocs'],
  args: { categories, selectedId: 0, onSelect: fn() },
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '전체' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '인터넷' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
  },
};

/** Scrolls the selected chip into view, so its picture depends on when it is taken. */
export const Selected: Story = { args: { selectedId: 3 }, tags: ['no-visual'] };
/** An app may leave the '전체' entry out. */
export const WithoutAll: Story = { args: { categories: categories.slice(1), selectedId: 1 } };

function Controlled() {
  const [selected, setSelected] = useState(0);
  return (
    <CategoryChips
      categories={[...categories, { id: 11, name: '렌탈 매트리스' }, { id: 12, name: '안마의자' }]}
      selectedId={selected}
      onSelect={setSelected}
    />
  );
}

export const Keyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '전체' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '안마의자' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: '안마의자' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '전체' })).toHaveFocus();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CategoryChips categories={categories} selectedId={0} onSelect={() => {}} label="전체 선택" />
      <CategoryChips categories={categories} selectedId={9} onSelect={() => {}} label="끝 선택" />
      <CategoryChips
        categories={categories.slice(1)}
        selectedId={1}
        onSelect={() => {}}
        label="전체 없음"
      />
    </div>
  ),
};
