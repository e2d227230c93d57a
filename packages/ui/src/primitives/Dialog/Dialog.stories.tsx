import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, ConfirmDialog, Dialog, DialogClose } from './Dialog';
import { confirmDialogVariants } from './Dialog.variants';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: '견적 요청 안내',
    description: '판매점이 24시간 안에 최저가 견적을 보내요. 견적 확인에서 비교해 보세요.',
    trigger: <Button>안내 보기</Button>,
    footer: (
      <DialogClose asChild>
        <Button size="lg">확인</Button>
      </DialogClose>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '안내 보기' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: '견적 요청 안내' });
    // The card fades in; wait for it rather than catch the first frame.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Open again from the keyboard and close with the footer action.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('button', { name: '확인' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NotDismissible: Story = {
  args: {
    title: '약관 동의가 필요해요',
    description: '견적을 요청하려면 필수 약관에 동의해 주세요.',
    dismissible: false,
    footer: (
      <DialogClose asChild>
        <Button size="lg">동의하고 계속하기</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '안내 보기' }));
    await body().findByRole('dialog', { name: '약관 동의가 필요해요' });
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: '약관 동의가 필요해요' })).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: '동의하고 계속하기' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Confirm: Story = {
  render: () => (
    <ConfirmDialog
      trigger={<Button>구매 신청하기</Button>}
      title="구매 신청하시겠어요?"
      message="행복폰 강남점에 이름과 휴대폰 번호를 보내고 구매를 신청해요."
      confirmLabel="구매 신청하기"
      onConfirm={() => new Promise((resolve) => setTimeout(resolve, 300))}
    />
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '구매 신청하기' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog', { name: '구매 신청하시겠어요?' });
    await expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('button', { name: '구매 신청하기' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ConfirmDanger: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      tone="danger"
      title="입력한 정보가 모두 초기화돼요. 계속할까요?"
      confirmLabel="초기화"
      onConfirm={fn()}
    />
  ),
};

export const ConfirmLoading: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      title="구매 신청하시겠어요?"
      message="행복폰 강남점에 이름과 휴대폰 번호를 보내고 구매를 신청해요."
      confirmLabel="구매 신청하기"
      onConfirm={() => new Promise(() => {})}
    />
  ),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: '구매 신청하기' }));
    await expect(body().getByRole('button', { name: '구매 신청하기' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const ConfirmFailure: Story = {
  render: () => (
    <ConfirmDialog
      defaultOpen
      title="구매 신청하시겠어요?"
      message="행복폰 강남점에 이름과 휴대폰 번호를 보내고 구매를 신청해요."
      confirmLabel="구매 신청하기"
      onConfirm={() => Promise.reject(new Error('network'))}
    />
  ),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: '구매 신청하기' }));
    await expect(await body().findByRole('alert')).toHaveTextContent('요청을 처리하지 못했어요');
    await expect(body().getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Alert: Story = {
  render: () => (
    <AlertDialog
      trigger={<Button>인증번호 확인</Button>}
      title="인증번호가 만료됐어요"
      message="인증번호를 다시 요청해 주세요."
      onConfirm={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '인증번호 확인' });
    await userEvent.click(trigger);
    await body().findByRole('alertdialog', { name: '인증번호가 만료됐어요' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: '견적 요청이 마감되기 전에 판매점의 견적서를 꼭 확인해 주세요',
    description:
      '마감 시간이 지나면 입찰한 판매점의 견적서를 더 이상 선택할 수 없어요. 원하는 견적이 없다면 조건을 바꿔 새로 견적을 요청할 수 있어요.',
  },
};

/** A transformed frame holds each non-modal card in place, so every state shows at once. */
function Frame({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      style={{ position: 'relative', height: 260, transform: 'translateZ(0)' }}
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
          <Dialog
            modal={false}
            defaultOpen
            container={container}
            title="견적 요청 안내"
            description="판매점이 24시간 안에 최저가 견적을 보내요."
            footer={
              <DialogClose asChild>
                <Button size="lg">확인</Button>
              </DialogClose>
            }
          />
        )}
      </Frame>
      {confirmDialogVariants.tone.values.map((tone) => (
        <Frame key={tone}>
          {(container) => (
            <ConfirmDialog
              modal={false}
              defaultOpen
              container={container}
              tone={tone}
              title={
                tone === 'danger'
                  ? '입력한 정보가 모두 초기화돼요. 계속할까요?'
                  : '구매 신청하시겠어요?'
              }
              message={
                tone === 'danger'
                  ? undefined
                  : '행복폰 강남점에 이름과 휴대폰 번호를 보내고 구매를 신청해요.'
              }
              confirmLabel={tone === 'danger' ? '초기화' : '구매 신청하기'}
            />
          )}
        </Frame>
      ))}
      <Frame>
        {(container) => (
          <AlertDialog
            modal={false}
            defaultOpen
            container={container}
            title="인증번호가 만료됐어요"
            message="인증번호를 다시 요청해 주세요."
          />
        )}
      </Frame>
    </div>
  ),
};
