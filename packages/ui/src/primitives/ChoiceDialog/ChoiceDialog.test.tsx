import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceDialog } from './ChoiceDialog';
import { expectFocusBackOnOpener } from '../../testing/openedFromOutside';

function renderOffer(overrides: Partial<Parameters<typeof ChoiceDialog>[0]> = {}) {
  const agree = vi.fn();
  const check = vi.fn();
  const decline = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ChoiceDialog
      open
      onOpenChange={onOpenChange}
      title="최저가 견적 알림을 받아 볼까요?"
      message="판매점이 견적을 보내면 바로 알려 드릴게요."
      choices={[
        { id: 'agree', label: '알림 받을게요', variant: 'primary', onSelect: agree },
        { id: 'check', label: '견적 확인하러 가기', onSelect: check },
        { id: 'decline', label: '괜찮아요', variant: 'ghost', onSelect: decline },
      ]}
      {...overrides}
    />,
  );
  return { agree, check, decline, onOpenChange };
}

describe('ChoiceDialog', () => {
  it('asks with its choices stacked in order, the dialog named by its title', () => {
    renderOffer();
    const dialog = screen.getByRole('alertdialog', { name: '최저가 견적 알림을 받아 볼까요?' });
    expect(dialog).toHaveAccessibleDescription('판매점이 견적을 보내면 바로 알려 드릴게요.');
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['알림 받을게요', '견적 확인하러 가기', '괜찮아요']);
  });

  it('runs the chosen answer without closing on its own', async () => {
    const user = userEvent.setup();
    const { check, onOpenChange } = renderOffer();
    await user.click(screen.getByRole('button', { name: '견적 확인하러 가기' }));
    expect(check).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('reports a dismissal (Escape) as closing', async () => {
    const user = userEvent.setup();
    const { onOpenChange, decline } = renderOffer();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(decline).not.toHaveBeenCalled();
  });

  it('ignores Escape when not dismissible', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderOffer({ dismissible: false });
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows the pending choice and blocks the others until it settles', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => {};
    const agree = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderOffer({
      choices: [
        { id: 'agree', label: '알림 받을게요', variant: 'primary', onSelect: agree },
        { id: 'decline', label: '괜찮아요' },
      ],
    });
    await user.click(screen.getByRole('button', { name: '알림 받을게요' }));
    expect(screen.getByRole('button', { name: '알림 받을게요' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: '괜찮아요' })).toBeDisabled();
    settle();
    await waitFor(() => expect(screen.getByRole('button', { name: '괜찮아요' })).toBeEnabled());
  });

  it('shows the failure, with the error’s own message when asked', async () => {
    const user = userEvent.setup();
    renderOffer({
      errorMessage: (error) => (error as Error).message,
      choices: [
        {
          id: 'agree',
          label: '알림 받을게요',
          onSelect: () => Promise.reject(new Error('이미 마감된 견적 요청이에요.')),
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: '알림 받을게요' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 마감된 견적 요청이에요.');
    expect(screen.getByRole('button', { name: '알림 받을게요' })).toBeEnabled();
  });

  it('opened without a trigger, gives focus back to what opened it', async () => {
    await expectFocusBackOnOpener(
      (open, onOpenChange) => (
        <ChoiceDialog
          open={open}
          onOpenChange={onOpenChange}
          title="작성하던 견적 요청이 있어요"
          choices={[
            { id: 'resume', label: '이어서 작성하기', variant: 'primary' },
            { id: 'restart', label: '처음부터 다시 하기', onSelect: () => onOpenChange(false) },
          ]}
        />
      ),
      (user) => user.click(screen.getByRole('button', { name: '처음부터 다시 하기' })),
    );
  });
});
