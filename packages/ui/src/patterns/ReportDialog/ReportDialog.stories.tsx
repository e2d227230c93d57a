import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReportDialog, type ReportDialogProps } from './ReportDialog';

const reasons = [
  { value: 'contact', label: '연락처나 외부 연락을 요구했어요' },
  { value: 'abuse', label: '욕설이나 비방을 했어요' },
  { value: 'spam', label: '광고나 도배예요' },
  { value: 'other', label: '기타' },
];

/** Holds the choice and the words as an app does, and reports them to the story's spies. */
function ReportDialogStory(args: ReportDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [reason, setReason] = useState(args.reason);
  const [note, setNote] = useState(args.note);
  return (
    <ReportDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
      reason={reason}
      onReasonChange={(value) => {
        setReason(value);
        args.onReasonChange(value);
      }}
      note={note}
      onNoteChange={(value) => {
        setNote(value);
        args.onNoteChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Feedback/ReportDialog',
  component: ReportDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: '메시지 신고하기',
    description: '어떤 문제가 있었는지 알려 주세요. 확인 후 조치할게요.',
    reasons,
    reason: null,
    note: '',
    notePlaceholder: '예: 전화번호를 알려 달라고 했어요.',
    noteMaxLength: 500,
    onOpenChange: fn(),
    onReasonChange: fn(),
    onNoteChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <ReportDialogStory {...args} />,
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '메시지 신고하기' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('radiogroup', { name: '신고 사유' })).toBeVisible();
  },
};

/** Chosen, written and sent from the keyboard and the pointer. */
export const ChooseWriteSubmit: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '메시지 신고하기' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: '연락처나 외부 연락을 요구했어요' }),
    );
    await expect(args.onReasonChange).toHaveBeenLastCalledWith('contact');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '신고 내용' }),
      '카카오톡 아이디를 알려 달래요.',
    );
    await expect(args.onNoteChange).toHaveBeenLastCalledWith('카카오톡 아이디를 알려 달래요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Each field tells its own error. */
export const WithErrors: Story = {
  args: {
    noteRequired: true,
    errors: { reason: '신고 사유를 골라 주세요.', note: '신고 내용을 적어 주세요.' },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription(
      '신고 사유를 골라 주세요.',
    );
    await expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused: the dialog stays, saying why. */
export const Failure: Story = {
  args: {
    reason: 'abuse',
    note: '반말로 비난했어요.',
    failure: '신고를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
};

/** On its way: submit spins, cancel is disabled and Escape does not close it. */
export const Pending: Story = {
  args: { reason: 'spam', note: '같은 광고를 여러 번 보냈어요.', pending: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The app's own words and an extra note under the reasons. */
export const WithExtraContent: Story = {
  args: {
    title: '판매점 신고하기',
    description: '강남 휴대폰 성지에 어떤 문제가 있었는지 알려 주세요.',
    reasons: [
      { value: 'different-terms', label: '견적과 다르게 계약했어요' },
      { value: 'rude', label: '불친절했어요' },
    ],
    reason: 'different-terms',
    noteRequired: true,
    children: <p style={{ margin: 0, fontSize: 14 }}>이 거래의 견적서가 신고에 함께 붙어요.</p>,
  },
};
