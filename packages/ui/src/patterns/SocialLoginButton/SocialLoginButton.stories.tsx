import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { SocialLoginButton } from './SocialLoginButton';
import { socialLoginButtonVariants } from './SocialLoginButton.variants';

const meta = {
  title: 'Actions/SocialLoginButton',
  component: SocialLoginButton,
  tags: ['autodocs'],
  args: { provider: 'kakao', children: '카카오로 시작하기', onClick: fn() },
  argTypes: variantArgTypes(socialLoginButtonVariants),
} satisfies Meta<typeof SocialLoginButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kakao's login button: yellow, its black speech bubble, the label at 85 % black. */
export const Kakao: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '카카오로 시작하기' });
    await expect(button.querySelector('[data-icon="kakao"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(254, 229, 0)');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Naver's login button: green with its white N; the label is dark so it reads at AA. */
export const Naver: Story = {
  args: { provider: 'naver', children: '네이버로 시작하기' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '네이버로 시작하기' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(3, 199, 90)');
    const symbol = button.querySelector('[data-icon="naver"]')!;
    await expect(getComputedStyle(symbol).color).toBe('rgb(255, 255, 255)');
  },
};

/** The login it started is under way: the brand colour stays, the label gives way to a spinner. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '카카오로 시작하기' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(254, 229, 0)');
  },
};

/** Another login is under way: greyed out like any disabled button, the symbol with it. */
export const Disabled: Story = {
  args: { provider: 'naver', children: '네이버로 시작하기', disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '네이버로 시작하기' });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).backgroundColor).not.toBe('rgb(3, 199, 90)');
  },
};

/** Every provider, enabled, loading and disabled: the visual-regression baseline of the map. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {socialLoginButtonVariants.provider.values.map((provider) => (
        <div key={provider} style={{ display: 'grid', gap: 8 }}>
          <SocialLoginButton provider={provider}>{provider} 시작하기</SocialLoginButton>
          <SocialLoginButton provider={provider} loading>
            {provider} 처리 중
          </SocialLoginButton>
          <SocialLoginButton provider={provider} disabled>
            {provider} 비활성
          </SocialLoginButton>
        </div>
      ))}
    </div>
  ),
};
