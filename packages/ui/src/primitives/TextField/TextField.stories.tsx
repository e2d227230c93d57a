import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '닉네임', placeholder: '닉네임을 입력해 주세요', onChange: fn() },
  argTypes: { trailing: { control: false } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '닉네임' });
    await userEvent.click(input);
    await userEvent.keyboard('견적왕');
    await expect(input).toHaveValue('견적왕');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { label: '이메일', type: 'email', description: '견적 결과를 메일로도 보내 드려요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '이메일' });
    await expect(input).toHaveAccessibleDescription('견적 결과를 메일로도 보내 드려요.');
  },
};

export const WithError: Story = {
  args: { label: '신고 내용', defaultValue: ' ', error: '신고 내용을 입력해 주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '신고 내용' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('신고 내용을 입력해 주세요.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('신고 내용을 입력해 주세요.');
  },
};

export const WithTrailingButton: Story = {
  args: {
    label: '휴대폰 번호',
    inputMode: 'tel',
    placeholder: '숫자만 입력해 주세요',
    trailing: (
      <Button size="sm" variant="secondary">
        인증번호 받기
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '휴대폰 번호' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '인증번호 받기' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { label: '휴대폰 번호', defaultValue: '01012345678', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: '휴대폰 번호' }),
    ).toBeDisabled();
  },
};

export const LongKoreanText: Story = {
  args: {
    label: '매장에 남길 요청 사항 (방문 가능한 시간, 원하는 통신사와 요금제 등)',
    defaultValue: '평일 저녁 7시 이후에 방문할 수 있고, 번호이동으로 SKT 5G 요금제를 원해요',
    description:
      '판매점은 요청 사항을 보고 최저가 견적을 보내 드려요. 연락처 같은 개인정보는 적지 말아 주세요.',
  },
};

/** The error appears on submit and clears while typing, as the review form does. */
export const ValidatesOnSubmit: Story = {
  render: function Render() {
    const [value, setValue] = useState('');
    const [error, setError] = useState<string | null>(null);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(value.trim() ? null : '신고 내용을 입력해 주세요.');
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <TextField
          label="신고 내용"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit">신고하기</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '신고 내용' });
    await userEvent.click(canvas.getByRole('button', { name: '신고하기' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '허위 견적');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 343 }}>
      <TextField label="기본" placeholder="입력해 주세요" />
      <TextField label="값 있음" defaultValue="견적마켓" />
      <TextField label="설명 있음" description="설명 문구가 여기에 보여요." />
      <TextField label="오류" defaultValue="" error="내용을 입력해 주세요." />
      <TextField
        label="뒤쪽 영역"
        defaultValue="01012345678"
        trailing={
          <Button size="sm" variant="secondary">
            다시 받기
          </Button>
        }
      />
      <TextField label="비활성" defaultValue="수정할 수 없어요" disabled />
    </div>
  ),
};
