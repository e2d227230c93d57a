import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { MenuList, MenuListItem } from './MenuList';
import { menuListItemVariants } from './MenuList.variants';

const meta = {
  title: 'Lists/MenuList',
  component: MenuListItem,
  tags: ['autodocs'],
  args: { label: '공지사항', href: '/notice-list' },
  argTypes: variantArgTypes(menuListItemVariants),
  render: (args) => (
    <MenuList aria-label="메뉴">
      <MenuListItem {...args} />
    </MenuList>
  ),
} satisfies Meta<typeof MenuListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: '공지사항' })).toHaveFocus();
  },
};

export const WithDetail: Story = {
  args: { label: '알림 설정', href: '/notification-settings', detail: '켜짐' },
};

export const Action: Story = {
  args: { label: '로그아웃', href: undefined, tone: 'subtle', onClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '로그아웃' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongKoreanText: Story = {
  args: {
    label: '개인정보 제3자 제공 동의 및 고유식별정보 처리 동의 내용 확인하기',
    href: '/terms/third-party-consent',
  },
};

/** The MY menu: every kind of row and both tones at once. */
export const AllVariants: Story = {
  render: () => (
    <MenuList aria-label="MY 메뉴">
      <MenuListItem label="공지사항" href="/notice-list" />
      <MenuListItem label="자주 묻는 질문" href="/faq" />
      <MenuListItem label="알림 설정" href="/notification-settings" detail="켜짐" />
      <MenuListItem label="이용약관" href="/terms/use-terms" tone="subtle" />
      <MenuListItem label="로그아웃" tone="subtle" onClick={() => {}} />
      <MenuListItem label="로그아웃 중" onClick={() => {}} disabled />
    </MenuList>
  ),
};
