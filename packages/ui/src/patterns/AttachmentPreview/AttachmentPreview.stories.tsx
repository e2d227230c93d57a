import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phonePhoto, receiptPhoto } from '../MessageBubble/MessageBubble.fixtures';
import { AttachmentPreview, type Attachment } from './AttachmentPreview';
import { attachmentPreviewVariants } from './AttachmentPreview.variants';

const meta = {
  title: 'Chat/AttachmentPreview',
  component: AttachmentPreview,
  tags: ['autodocs'],
  args: {
    attachments: [
      { id: 'phone', src: phonePhoto },
      { id: 'receipt', src: receiptPhoto },
    ],
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 343, paddingTop: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '사진 2 빼기' }));
    await expect(args.onRemove).toHaveBeenCalledWith('receipt');
  },
};
export const Uploading: Story = {
  args: { attachments: [{ id: 'phone', src: phonePhoto, state: 'uploading' }] },
};
export const UploadFailed: Story = {
  args: { attachments: [{ id: 'phone', src: phonePhoto, state: 'failed' }] },
};

function RemovablePhotos() {
  const [attachments, setAttachments] = useState<Attachment[]>([
    { id: 'phone', src: phonePhoto },
    { id: 'receipt', src: receiptPhoto },
  ]);
  return (
    <AttachmentPreview
      attachments={attachments}
      onRemove={(id) => setAttachments((all) => all.filter((photo) => photo.id !== id))}
    />
  );
}

/** The keyboard reaches each remove button; removing one leaves the other. */
export const RemoveWithKeyboard: Story = {
  render: () => <RemovablePhotos />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '사진 1 빼기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: '사진 1' })).toHaveAttribute('src', receiptPhoto);
  },
};

export const AllVariants: Story = {
  args: {
    attachments: attachmentPreviewVariants.state.values.map((state, index) => ({
      id: state,
      src: index % 2 === 0 ? phonePhoto : receiptPhoto,
      state,
    })),
  },
};
