import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './Icon.shapes';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'bell', style: { width: 24, height: 24 } },
  argTypes: { name: { control: { type: 'select' }, options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const Labelled: Story = {
  args: { name: 'star', label: '별점' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '별점' })).toBeVisible();
  },
};

/** The whole set, named. */
export const AllVariants: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon name={name} style={{ width: 24, height: 24 }} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
