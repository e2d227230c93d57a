import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { IconButton } from './IconButton';
import { iconButtonVariants } from './IconButton.variants';
import { Icon } from '../Icon';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: <Icon name="chevron-left" />, label: '뒤로 가기', onClick: fn() },
  argTypes: { ...variantArgTypes(iconButtonVariants), icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '뒤로 가기' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
export const Filled: Story = {
  args: { variant: 'filled', icon: <Icon name="bell" />, label: '알림' },
};
export const Plain: Story = {
  args: { variant: 'plain', icon: <Icon name="bell" />, label: '알림 설정' },
};
export const AsLink: Story = {
  args: {
    variant: 'plain',
    href: '/notification-settings',
    icon: <Icon name="bell" />,
    label: '알림 설정',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '알림 설정' });
    await expect(link).toHaveAttribute('href', '/notification-settings');
  },
};
export const Small: Story = {
  args: { size: 'sm', icon: <Icon name="close" />, label: '닫기' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('button', { name: '닫기' }).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
export const Disabled: Story = {
  args: { disabled: true, icon: <Icon name="search" />, label: '검색' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '검색' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  render: () => (
    <table style={{ borderSpacing: 8 }}>
      <tbody>
        {iconButtonVariants.variant.values.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
              {variant}
            </th>
            {iconButtonVariants.size.values.map((size) => (
              <td key={size}>
                <IconButton
                  variant={variant}
                  size={size}
                  icon={<Icon name="close" />}
                  label="닫기"
                />
              </td>
            ))}
            <td>
              <IconButton variant={variant} disabled icon={<Icon name="search" />} label="검색" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
