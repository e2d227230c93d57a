import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ConsentDialog, type ConsentDialogProps } from './ConsentDialog';
import {
  sampleConsentLabel,
  sampleConsentLines,
  sampleRequiredMessage,
} from './ConsentDialog.fixtures';

const meta = {
  title: 'Consent/ConsentDialog',
  component: ConsentDialog,
  tags: ['autodocs'],
  args: {
    defaultOpen: true,
    title: '강남 휴대폰 성지에 구매 신청할까요?',
    description: '판매점이 확인한 뒤 전화로 구매 상담을 도와드려요.',
    linesLabel: '개인정보 제3자 제공',
    lines: sampleConsentLines,
    consentLabel: sampleConsentLabel,
    requiredMessage: sampleRequiredMessage,
    confirmLabel: '구매 신청하기',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opened: the box unticked, confirm disabled and described by the reason. */
export const Unticked: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: args.title as string });
    const confirm = within(dialog).getByRole('button', { name: '구매 신청하기' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(sampleRequiredMessage);
    await expect(within(dialog).getByRole('checkbox')).toHaveFocus();
  },
};

/** Ticked from the keyboard, then confirmed. */
export const Ticked: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('checkbox')).toHaveFocus());
    await userEvent.keyboard(' ');
    const confirm = within(dialog).getByRole('button', { name: '구매 신청하기' });
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { errorMessage: '이미 구매 신청한 견적이 있어요.', confirmDisabled: true },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '이미 구매 신청한 견적이 있어요.',
    );
  },
};

export const LongStoreName: Story = {
  args: {
    title: '서울특별시 강남구 테헤란로 본점 휴대폰 할인 전문 매장에 구매 신청할까요?',
    lines: sampleConsentLines.map((line) =>
      line.label === '제공받는 자'
        ? { ...line, text: '서울특별시 강남구 테헤란로 본점 휴대폰 할인 전문 매장' }
        : line,
    ),
  },
};

function OpenedFromOutside(args: ConsentDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>구매 신청하기</Button>
      <ConsentDialog {...args} defaultOpen={undefined} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Opened by a button that is not its trigger (a card's): focus still comes back to it. */
export const FocusReturns: Story = {
  render: (args) => <OpenedFromOutside {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '구매 신청하기' });
    await userEvent.click(opener);
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A transformed frame holds each non-modal dialog in place, so every state shows at once. */
function Frame({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      style={{ position: 'relative', height: 640, transform: 'translateZ(0)' }}
    >
      {container && children(container)}
    </div>
  );
}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[{}, { pending: true }, { errorMessage: '견적 마감 시간이 지났어요.' }].map(
        (state, index) => (
          <Frame key={index}>
            {(container) => (
              <ConsentDialog {...args} {...state} modal={false} defaultOpen container={container} />
            )}
          </Frame>
        ),
      )}
    </div>
  ),
};
