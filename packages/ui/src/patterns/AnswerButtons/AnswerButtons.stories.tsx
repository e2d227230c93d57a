import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { AnswerButtons } from './AnswerButtons';
import { answerButtonsVariants } from './AnswerButtons.variants';

const ageGroups = [
  { id: 3, label: '20대 이하' },
  { id: 4, label: '30대' },
  { id: 5, label: '40대' },
  { id: 6, label: '50대 이상' },
];
const carriers = [
  { id: 'skt', label: 'SKT' },
  { id: 'kt', label: 'KT' },
  { id: 'lgu', label: 'LG U+' },
  { id: 'mvno', label: '알뜰폰' },
];

const meta = {
  title: 'Chat/AnswerButtons',
  component: AnswerButtons,
  tags: ['autodocs'],
  args: { options: ageGroups, label: '연령대를 선택해 주세요', onSelect: fn() },
  argTypes: variantArgTypes(answerButtonsVariants),
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnswerButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '30대' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: '30대' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Keyboard: Tab to the next answer, Enter and Space choose.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '40대' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(5);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('button', { name: '50대 이상' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '30대' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
export const Grid: Story = {
  args: { options: carriers, columns: 2, label: '통신사를 선택해 주세요' },
};
export const Selected: Story = { args: { selectedId: 4 } };
export const Disabled: Story = {
  args: { selectedId: 4, disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '40대' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const LongKoreanText: Story = {
  args: {
    layout: 'grid',
    label: '주로 어떤 용도로 인터넷을 쓰시나요?',
    options: [
      { id: 1, label: '영상 시청과 게임 위주로 빠른 속도가 필요해요' },
      { id: 2, label: '웹 서핑 정도' },
      { id: 3, label: '재택근무' },
    ],
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {answerButtonsVariants.layout.values.map((layout) => (
        <div key={layout} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <AnswerButtons {...args} layout={layout} label={`${layout} 기본`} />
          <AnswerButtons {...args} layout={layout} selectedId={4} label={`${layout} 선택됨`} />
          <AnswerButtons
            {...args}
            layout={layout}
            selectedId={4}
            disabled
            label={`${layout} 비활성`}
          />
        </div>
      ))}
    </div>
  ),
};
