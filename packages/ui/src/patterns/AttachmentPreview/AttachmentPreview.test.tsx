import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentPreview } from './AttachmentPreview';

const attachments = [
  { id: 'a', src: '/a.jpg' },
  { id: 'b', src: '/b.jpg', state: 'uploading' as const },
  { id: 'c', src: '/c.jpg', state: 'failed' as const },
];

describe('AttachmentPreview', () => {
  it('lists each photo with a remove button named after it', async () => {
    const onRemove = vi.fn();
    render(<AttachmentPreview attachments={attachments} onRemove={onRemove} />);
    const list = screen.getByRole('list', { name: '첨부한 사진' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: '사진 1' })).toHaveAttribute('src', '/a.jpg');

    await userEvent.click(screen.getByRole('button', { name: '사진 2 빼기' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });

  it('tells an upload in progress and a failed one apart', () => {
    render(<AttachmentPreview attachments={attachments} onRemove={() => {}} />);
    const [ready, uploading, failed] = screen.getAllByRole('listitem');
    expect(ready).not.toHaveAttribute('aria-busy');
    expect(within(uploading!).getByRole('status')).toHaveTextContent('사진 2 올리는 중');
    expect(uploading).toHaveAttribute('aria-busy', 'true');
    expect(failed).toHaveTextContent('사진 3 올리지 못했어요');
    expect(within(failed!).queryByRole('status')).toBeNull();
  });

  it('renders nothing without photos', () => {
    const { container } = render(<AttachmentPreview attachments={[]} onRemove={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its words as props', () => {
    render(
      <AttachmentPreview
        attachments={[{ id: 'a', src: '/a.jpg' }]}
        onRemove={() => {}}
        label="보낼 사진"
        photoLabel={(index) => `${index + 1}번째 사진`}
        removeLabel={(photo) => `${photo} 삭제`}
      />,
    );
    expect(screen.getByRole('list', { name: '보낼 사진' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1번째 사진 삭제' })).toBeInTheDocument();
  });
});
