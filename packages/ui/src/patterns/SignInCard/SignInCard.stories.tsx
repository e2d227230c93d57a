import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { SignInCard } from './SignInCard';
import { signInCardVariants } from './SignInCard.variants';

const meta = {
  title: 'Layout/SignInCard',
  component: SignInCard,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: '견적마켓 운영 콘솔 로그인',
    titleId: 'sign-in-title',
    children: (
      <form
        aria-labelledby="sign-in-title"
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        <TextField label="이메일" type="email" />
        <TextField label="비밀번호" type="password" />
        <Button type="submit" size="lg" fullWidth>
          다음
        </Button>
      </form>
    ),
  },
  argTypes: variantArgTypes(signInCardVariants),
} satisfies Meta<typeof SignInCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {};
export const WithDescription: Story = {
  args: { description: '인증 앱에 보이는 6자리 숫자를 입력해 주세요.' },
};
export const Wide: Story = { args: { width: 'wide', title: '운영자 등록' } };
