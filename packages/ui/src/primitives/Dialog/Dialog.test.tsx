import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { AlertDialog, ConfirmDialog, Dialog, DialogClose } from './Dialog';
import { commitsOnMount } from '../../testing/commitsOnMount';
import { expectFocusBackOnOpener } from '../../testing/openedFromOutside';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Dialog', () => {
  it('mounts closed in one commit: its portal waits for the first opening', () => {
    expect(commitsOnMount(<Dialog trigger={<Button>약관 보기</Button>} title="이용약관" />)).toBe(
      1,
    );
  });

  it('opens from its trigger, is named by its title, and closes with Escape back to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<Button>안내 보기</Button>}
        title="견적 요청 안내"
        description="판매점이 24시간 안에 견적을 보내요."
        footer={
          <DialogClose asChild>
            <Button>확인</Button>
          </DialogClose>
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: '안내 보기' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '견적 요청 안내' });
    expect(dialog).toHaveAccessibleDescription('판매점이 24시간 안에 견적을 보내요.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('stays open on Escape and outside presses when not dismissible', async () => {
    // Radix makes the page behind inert (pointer-events: none); press it anyway.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onOpenChange = vi.fn();
    render(
      <Dialog
        defaultOpen
        dismissible={false}
        onOpenChange={onOpenChange}
        title="약관 동의가 필요해요"
        footer={
          <DialogClose asChild>
            <Button>동의하기</Button>
          </DialogClose>
        }
      />,
    );
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-qm="dialog-overlay"]')!);
    expect(screen.getByRole('dialog', { name: '약관 동의가 필요해요' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened without a trigger, gives focus back to what opened it', async () => {
    await expectFocusBackOnOpener(
      (open, onOpenChange) => (
        <Dialog open={open} onOpenChange={onOpenChange} title="견적 요청 안내" />
      ),
      (user) => user.keyboard('{Escape}'),
    );
  });
});

describe('ConfirmDialog', () => {
  it('asks with 취소 and 확인 and confirms synchronously', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="구매 신청하시겠어요?"
        message="행복폰 강남점에 구매 신청을 보내요."
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '구매 신청하시겠어요?' });
    expect(dialog).toHaveAccessibleDescription('행복폰 강남점에 구매 신청을 보내요.');
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows loading until the promise settles, then closes', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="구매 신청하시겠어요?"
        onConfirm={() => pending.promise}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '확인' }));
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open with an error when the promise rejects, and can be retried', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(undefined);
    render(
      <ConfirmDialog
        defaultOpen
        title="입력한 정보가 모두 초기화돼요. 계속할까요?"
        tone="danger"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('요청을 처리하지 못했어요');
    expect(screen.getByRole('button', { name: '확인' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: '확인' })).toHaveAttribute('data-variant', 'danger');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('cancels with 취소 and reports it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>초기화</Button>}
        title="입력한 정보가 모두 초기화돼요. 계속할까요?"
        confirmLabel="초기화"
        cancelLabel="계속 입력"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    const trigger = screen.getByRole('button', { name: '초기화' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '계속 입력' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('opened without a trigger, gives focus back to what opened it', async () => {
    await expectFocusBackOnOpener(
      (open, onOpenChange) => (
        <ConfirmDialog open={open} onOpenChange={onOpenChange} title="입력한 내용을 지울까요?" />
      ),
      (user) => user.click(screen.getByRole('button', { name: '취소' })),
    );
  });
});

describe('AlertDialog', () => {
  it('has one 확인 button that acknowledges and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        defaultOpen
        title="인증번호가 만료됐어요"
        message="인증번호를 다시 요청해 주세요."
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '인증번호가 만료됐어요' });
    expect(dialog).toHaveAccessibleDescription('인증번호를 다시 요청해 주세요.');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opened without a trigger, gives focus back to what opened it', async () => {
    await expectFocusBackOnOpener(
      (open, onOpenChange) => (
        <AlertDialog open={open} onOpenChange={onOpenChange} title="인증번호가 만료됐어요" />
      ),
      (user) => user.click(screen.getByRole('button', { name: '확인' })),
    );
  });
});
