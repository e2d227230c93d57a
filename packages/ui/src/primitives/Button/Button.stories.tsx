import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Button } from './Button';
import { buttonVariants } from './Button.variants';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '최저가 견적 요청', onClick: fn() },
  argTypes: variantArgTypes(buttonVariants),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '최저가 견적 요청' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: '상세 견적 보기' } };
export const Outline: Story = { args: { variant: 'outline', children: '전화 상담' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '둘러보기' } };
export const Danger: Story = { args: { variant: 'danger', children: '회원 탈퇴' } };
export const OutlinePill: Story = {
  args: { variant: 'outline', shape: 'pill', size: 'sm', children: '전화 상담' },
};

/** A link that looks like a button: `asChild` lends the look to the anchor, which stays a link. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#request">휴대폰 견적 요청</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '휴대폰 견적 요청' });
    await expect(link).toHaveAttribute('data-variant', 'primary');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: '다음' } };

export const Loading: Story = {
  args: { loading: true, children: '구매 신청하기' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '구매 신청하기' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: '인증번호 받기' } };

/** Every variant at every size: the visual-regression baseline of the whole map. */
export const AllVariants: Story = {
  render: () => (
    <table style={{ borderSpacing: 8 }}>
      <tbody>
        {buttonVariants.variant.values.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
              {variant}
            </th>
            {buttonVariants.size.values.map((size) => (
              <td key={size}>
                <Button variant={variant} size={size}>
                  선택 완료
                </Button>
              </td>
            ))}
            <td>
              <Button variant={variant} shape="pill">
                알약
              </Button>
            </td>
            <td>
              <Button variant={variant} disabled>
                비활성
              </Button>
            </td>
            <td>
              <Button variant={variant} loading>
                처리 중
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
