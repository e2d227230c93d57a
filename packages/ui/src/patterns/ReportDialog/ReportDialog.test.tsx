import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReportDialog, type ReportDialogProps } from './ReportDialog';

const reasons = [
  { value: 'contact', label: '연락처를 요구했어요' },
  { value: 'abuse', label: '욕설이나 비방을 했어요' },
  { value: 'other', label: '기타' },
];

type HarnessProps = Partial<ReportDialogProps> & { initiallyOpen?: boolean };

/** Holds the open state, the reason and the note, as an app does. */
function Harness({ initiallyOpen = true, ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        신고 열기
      </button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        title="메시지 신고하기"
        description="어떤 문제가 있었는지 알려 주세요."
        reasons={reasons}
        reason={reason}
        onReasonChange={setReason}
        note={note}
        onNoteChange={setNote}
        onSubmit={() => {}}
        {...props}
      />
    </>
  );
}

describe('ReportDialog', () => {
  it('asks for a reason and what happened, with its default words', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: '메시지 신고하기' });
    expect(dialog).toHaveAccessibleDescription('어떤 문제가 있었는지 알려 주세요.');
    const group = within(dialog).getByRole('radiogroup', { name: '신고 사유' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    const note = within(dialog).getByRole('textbox', { name: '신고 내용' });
    expect(note).not.toBeRequired();
    expect(within(dialog).getByRole('button', { name: '신고하기' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeEnabled();
  });

  it('reports the reason, the note and the submit to its owner', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onReasonChange = vi.fn();
    function Watched() {
      const [reason, setReason] = useState<string | null>(null);
      return (
        <Harness
          reason={reason}
          onReasonChange={(value) => {
            onReasonChange(value);
            setReason(value);
          }}
          onSubmit={onSubmit}
        />
      );
    }
    render(<Watched />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '연락처를 요구했어요' }));
    expect(onReasonChange).toHaveBeenLastCalledWith('contact');
    expect(within(dialog).getByRole('radio', { name: '연락처를 요구했어요' })).toBeChecked();
    const note = within(dialog).getByRole('textbox', { name: '신고 내용' });
    await user.type(note, '전화번호를 알려 달래요');
    expect(note).toHaveValue('전화번호를 알려 달래요');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("shows each field's error on it, and the server's refusal in the dialog", async () => {
    render(
      <Harness
        noteRequired
        noteMaxLength={500}
        errors={{ reason: '신고 사유를 골라 주세요.', note: '신고 내용을 적어 주세요.' }}
        failure="이미 신고한 메시지예요."
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('신고 사유를 골라 주세요.');
    const note = within(dialog).getByRole('textbox', { name: '신고 내용' });
    expect(note).toBeRequired();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/신고 내용을 적어 주세요\./);
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        '신고 사유를 골라 주세요.',
        '신고 내용을 적어 주세요.',
        '이미 신고한 메시지예요.',
      ]),
    );
  });

  it('lets extra content under the reasons describe them, beside a reason error', () => {
    render(
      <Harness errors={{ reason: '신고 사유를 골라 주세요.' }}>
        <p>이 거래의 견적서가 신고에 함께 붙어요.</p>
      </Harness>,
    );
    const group = screen.getByRole('radiogroup', { name: '신고 사유' });
    expect(group).toHaveAccessibleDescription(
      '신고 사유를 골라 주세요. 이 거래의 견적서가 신고에 함께 붙어요.',
    );
  });

  it('marks nothing invalid without errors', async () => {
    render(<Harness errors={{ reason: null, note: null }} failure={null} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(dialog.querySelector('[data-part="failure"]')).toBeNull();
  });

  it('while pending, spins on submit, disables cancel and does not close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness pending onOpenChange={onOpenChange} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: '신고하기' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Enter in the form does not send it twice.
    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes from cancel and takes its own words', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        title="판매점 신고하기"
        reasonLabel="사유"
        noteLabel="자세한 내용"
        notePlaceholder="예: 안내와 다른 조건이었어요."
        submitLabel="보내기"
        cancelLabel="닫기"
      >
        <p>견적서가 함께 붙어요.</p>
      </Harness>,
    );
    const dialog = await screen.findByRole('dialog', { name: '판매점 신고하기' });
    expect(within(dialog).getByRole('radiogroup', { name: '사유' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '자세한 내용' })).toHaveAttribute(
      'placeholder',
      '예: 안내와 다른 조건이었어요.',
    );
    expect(within(dialog).getByText('견적서가 함께 붙어요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '보내기' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
