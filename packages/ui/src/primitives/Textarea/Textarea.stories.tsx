import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Textarea } from './Textarea';

const meta = {
  title: 'Inputs/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: {
    label: '리뷰 내용',
    placeholder: '판매점과의 거래는 어떠셨나요?',
    maxLength: 500,
    onChange: fn(),
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '리뷰 내용' });
    await expect(canvas.getByText('0 / 500')).toBeVisible();
    await userEvent.type(textarea, '친절해요');
    await expect(canvas.getByText('4 / 500')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('500자 중 4자 입력');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Full: Story = {
  args: { label: '신고 내용', maxLength: 20, defaultValue: '허위 견적으로 추가 요금을 요구했어요' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '신고 내용' });
    await userEvent.type(textarea, '더 입력');
    await expect((textarea as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(20);
  },
};

export const WithError: Story = {
  args: { label: '신고 내용', error: '신고 내용을 입력해 주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '신고 내용' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('신고 내용을 입력해 주세요.');
  },
};

export const WithDescription: Story = {
  args: { description: '작성한 리뷰는 판매점 페이지에 공개돼요.' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '이미 등록한 리뷰는 수정할 수 없어요.' },
};

/** The report form: trimmed-empty text gives the error on submit, typing clears it. */
export const ReportForm: Story = {
  render: function Render(args) {
    const [text, setText] = useState('');
    const [error, setError] = useState<string | null>(null);
    return (
      <form
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          setError(text.trim() ? null : '신고 내용을 입력해 주세요.');
        }}
      >
        <Textarea
          {...args}
          label="신고 내용"
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit">신고하기</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '신고 내용' });
    await userEvent.type(textarea, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '신고하기' }));
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('3 / 500')).toBeVisible();
    await userEvent.type(textarea, '욕설');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 343 }}>
      <Textarea label="빈 값" maxLength={500} placeholder="내용을 입력해 주세요" />
      <Textarea label="값 있음" maxLength={500} defaultValue="응대가 빠르고 친절했어요." />
      <Textarea label="가득 참" maxLength={10} defaultValue="열 글자를 꽉 채움" />
      <Textarea label="설명 있음" description="설명 문구가 여기에 보여요." />
      <Textarea label="오류" maxLength={500} error="리뷰 내용을 입력해 주세요." />
      <Textarea label="비활성" maxLength={500} defaultValue="수정할 수 없어요" disabled />
    </div>
  ),
};
