import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { BottomSheet, BottomSheetClose } from './BottomSheet';
import { commitsOnMount } from '../../testing/commitsOnMount';
import { expectFocusBackOnOpener } from '../../testing/openedFromOutside';

describe('BottomSheet', () => {
  it('mounts closed in one commit: its portal waits for the first opening', () => {
    expect(
      commitsOnMount(
        <BottomSheet trigger={<Button>정렬</Button>} title="정렬 기준" open={false} />,
      ),
    ).toBe(1);
  });

  it('opens when its owner opens it after mounting closed, and closes again', () => {
    const sheet = (open: boolean) => (
      <BottomSheet title="정렬 기준" open={open} onOpenChange={() => {}}>
        <p>최신순</p>
      </BottomSheet>
    );
    const { rerender } = render(sheet(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(sheet(true));
    expect(screen.getByRole('dialog', { name: '정렬 기준' })).toHaveTextContent('최신순');
    rerender(sheet(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from its trigger as a dialog named by its title and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <BottomSheet trigger={<Button>통신사 선택</Button>} title="통신사를 선택해 주세요">
        <p>SKT, KT, LG U+, 알뜰폰</p>
      </BottomSheet>,
    );
    const trigger = screen.getByRole('button', { name: '통신사 선택' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: '통신사를 선택해 주세요' });
    expect(sheet).toHaveAttribute('data-qm', 'bottom-sheet');
    expect(screen.getByRole('heading', { name: '통신사를 선택해 주세요' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('keeps a hidden title as the accessible name', () => {
    render(
      <BottomSheet defaultOpen title="정렬 및 검색" hideTitle>
        내용
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: '정렬 및 검색' })).toBeInTheDocument();
    expect(document.querySelector('[data-part="header"]')).toBeNull();
  });

  it('is controlled and closes from a footer action', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <BottomSheet
        open
        onOpenChange={onOpenChange}
        title="관리 주기"
        description="방문 관리 주기를 골라 주세요."
        footer={
          <BottomSheetClose asChild>
            <Button fullWidth>선택 완료</Button>
          </BottomSheetClose>
        }
      >
        2개월
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('방문 관리 주기를 골라 주세요.');
    await user.click(screen.getByRole('button', { name: '선택 완료' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<BottomSheet open={false} title="관리 주기" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape when not dismissible', async () => {
    const user = userEvent.setup();
    render(
      <BottomSheet defaultOpen dismissible={false} title="약관 동의">
        필수 약관에 동의해 주세요.
      </BottomSheet>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '약관 동의' })).toBeInTheDocument();
  });

  it('opened without a trigger, gives focus back to what opened it', async () => {
    await expectFocusBackOnOpener(
      (open, onOpenChange) => (
        <BottomSheet open={open} onOpenChange={onOpenChange} title="통신사를 선택해 주세요">
          <button type="button">SKT</button>
        </BottomSheet>
      ),
      (user) => user.keyboard('{Escape}'),
    );
  });
});
