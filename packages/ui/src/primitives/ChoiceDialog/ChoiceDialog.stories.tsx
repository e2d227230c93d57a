import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChoiceDialog } from './ChoiceDialog';

const agree = fn();
const check = fn();
const decline = fn();

const meta = {
  title: 'Feedback/ChoiceDialog',
  component: ChoiceDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: '최저가 견적 알림을 받아 볼까요?',
    message: '판매점이 견적을 보내면 바로 알려 드릴게요.',
    choices: [
      { id: 'agree', label: '알림 받을게요', variant: 'primary', onSelect: agree },
      { id: 'check', label: '견적 확인하러 가기', onSelect: check },
      { id: 'decline', label: '괜찮아요', variant: 'ghost', onSelect: decline },
    ],
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ChoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeChoices: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('alertdialog', {
      name: '최저가 견적 알림을 받아 볼까요?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '견적 확인하러 가기' }));
    await expect(check).toHaveBeenCalled();
    // Keyboard: Tab to the next choice, Enter answers.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(decline).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ResumeOrRestart: Story = {
  args: {
    title: '작성하던 견적 요청이 있어요',
    message: '이어서 작성할까요, 처음부터 다시 할까요?',
    dismissible: false,
    choices: [
      { id: 'resume', label: '이어서 작성하기', variant: 'primary' },
      { id: 'restart', label: '처음부터 다시 하기' },
    ],
  },
};

export const Pending: Story = {
  args: {
    choices: [
      {
        id: 'agree',
        label: '알림 받을게요',
        variant: 'primary',
        onSelect: () => new Promise(() => {}),
      },
      { id: 'decline', label: '괜찮아요', variant: 'ghost' },
    ],
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: '알림 받을게요' }));
    await expect(body.getByRole('button', { name: '괜찮아요' })).toBeDisabled();
  },
};

export const Failure: Story = {
  args: {
    errorMessage: (error: unknown) => (error as Error).message,
    choices: [
      {
        id: 'agree',
        label: '알림 받을게요',
        variant: 'primary',
        onSelect: () => Promise.reject(new Error('이미 마감된 견적 요청이에요.')),
      },
      { id: 'decline', label: '괜찮아요', variant: 'ghost' },
    ],
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: '알림 받을게요' }));
    await waitFor(() =>
      expect(body.getByRole('alert')).toHaveTextContent('이미 마감된 견적 요청이에요.'),
    );
  },
};

export const LongKoreanText: Story = {
  args: {
    title: '견적 요청을 보냈어요. 판매점이 견적을 보내면 알림으로 알려 드릴까요?',
    message:
      '판매점들이 48시간 동안 견적을 보내요. 알림을 켜 두면 새 견적이 올 때마다 바로 확인할 수 있어요.',
  },
};

/** A transformed frame holds each non-modal card in place, so every state shows at once. */
function Frame({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      style={{ position: 'relative', height: 340, transform: 'translateZ(0)' }}
    >
      {container && children(container)}
    </div>
  );
}

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Frame>
        {(container) => (
          <ChoiceDialog
            open
            modal={false}
            container={container}
            title="최저가 견적 알림을 받아 볼까요?"
            message="판매점이 견적을 보내면 바로 알려 드릴게요."
            choices={[
              { id: 'agree', label: '알림 받을게요', variant: 'primary' },
              { id: 'check', label: '견적 확인하러 가기' },
              { id: 'decline', label: '괜찮아요', variant: 'ghost' },
            ]}
          />
        )}
      </Frame>
      <Frame>
        {(container) => (
          <ChoiceDialog
            open
            modal={false}
            container={container}
            dismissible={false}
            title="작성하던 견적 요청이 있어요"
            message="이어서 작성할까요, 처음부터 다시 할까요?"
            choices={[
              { id: 'resume', label: '이어서 작성하기', variant: 'primary' },
              { id: 'restart', label: '처음부터 다시 하기' },
            ]}
          />
        )}
      </Frame>
    </div>
  ),
};
