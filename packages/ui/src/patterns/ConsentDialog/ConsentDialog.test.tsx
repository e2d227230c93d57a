import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConsentDialog, type ConsentDialogProps } from './ConsentDialog';
import {
  sampleConsentLabel,
  sampleConsentLines,
  sampleRequiredMessage,
} from './ConsentDialog.fixtures';

function Harness(props: Partial<ConsentDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        구매 신청하기
      </button>
      <ConsentDialog
        open={open}
        onOpenChange={setOpen}
        title="강남 휴대폰 성지에 구매 신청할까요?"
        linesLabel="개인정보 제3자 제공"
        lines={sampleConsentLines}
        consentLabel={sampleConsentLabel}
        requiredMessage={sampleRequiredMessage}
        confirmLabel="구매 신청하기"
        onConfirm={() => undefined}
        {...props}
      />
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '구매 신청하기' }));
  return screen.findByRole('alertdialog', { name: '강남 휴대폰 성지에 구매 신청할까요?' });
}

describe('ConsentDialog', () => {
  it('lists every line of the consent under its caption', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    const terms = within(within(dialog).getByRole('group', { name: '개인정보 제3자 제공' }))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      '제공받는 자',
      '제공 목적',
      '제공 항목',
      '보유·이용 기간',
      '동의를 거부할 권리',
    ]);
    expect(within(dialog).getByText('이름, 휴대폰 번호')).toBeInTheDocument();
  });

  it('keeps confirm disabled, and says why, until the box is ticked', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = await openDialog(user);
    const confirm = within(dialog).getByRole('button', { name: '구매 신청하기' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(sampleRequiredMessage);
    const box = within(dialog).getByRole('checkbox', { name: sampleConsentLabel });
    expect(box).toHaveAttribute('aria-required', 'true');
    await user.click(box);
    expect(confirm).toBeEnabled();
    expect(within(dialog).queryByText(sampleRequiredMessage)).toBeNull();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts unticked at every opening and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '구매 신청하기' })).toHaveFocus(),
    );
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
  });

  it('cannot be closed while pending, and shows a failure', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness />);
    await openDialog(user);
    rerender(<Harness pending />);
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    rerender(<Harness errorMessage="이미 구매 신청한 견적이 있어요." confirmDisabled />);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('이미 구매 신청한 견적이 있어요.');
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByRole('button', { name: '구매 신청하기' })).toBeDisabled();
  });
});
