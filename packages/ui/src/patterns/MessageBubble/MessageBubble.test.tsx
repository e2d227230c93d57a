import { fireEvent, getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageBubble } from './MessageBubble';

describe('MessageBubble', () => {
  it('puts their message on the left with the sender, keeping its line breaks', () => {
    const { container } = render(
      <MessageBubble
        name="견적마켓 강남점"
        text={'네, 있어요.\n오늘 개통돼요.'}
        time="오후 2:05"
      />,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-from', 'theirs');
    expect(root.querySelector('[data-qm="chat-bubble"]')).toHaveAttribute('data-side', 'dealer');
    expect(screen.getByText('견적마켓 강남점')).toBeInTheDocument();
    expect(
      screen.getByText('네, 있어요.\n오늘 개통돼요.', {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false, trim: false }),
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('오후 2:05')).toBeInTheDocument();
  });

  it("shows a small '1' on my unread message, read aloud as unread, and '읽음' once read", () => {
    const { container, rerender } = render(
      <MessageBubble from="mine" name="나" text="이 색상 재고 있나요?" status="unread" />,
    );
    expect(container.querySelector('[data-qm="chat-bubble"]')).toHaveAttribute(
      'data-side',
      'shopper',
    );
    expect(screen.queryByText('나')).toBeNull();
    const status = container.querySelector('[data-part="status"]')!;
    expect(status).toHaveTextContent('1안 읽음');
    expect(screen.getByText('1')).toHaveAttribute('aria-hidden', 'true');

    rerender(<MessageBubble from="mine" text="이 색상 재고 있나요?" status="read" />);
    expect(screen.getByText('읽음')).toBeInTheDocument();
    expect(screen.queryByText('1')).toBeNull();
  });

  it('never shows a receipt on their message', () => {
    render(<MessageBubble from="theirs" text="네" status="unread" />);
    expect(screen.queryByText('안 읽음')).toBeNull();
  });

  it('marks a message on its way as busy and a failed one with a retry', async () => {
    const onRetry = vi.fn();
    const { container, rerender } = render(
      <MessageBubble from="mine" text="개통은 언제 돼요?" status="sending" />,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('보내는 중')).toBeInTheDocument();

    rerender(
      <MessageBubble from="mine" text="개통은 언제 돼요?" status="failed" onRetry={onRetry} />,
    );
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('보내지 못했어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 보내기' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a photo with its alt text after a skeleton, and says so when it fails', () => {
    const { container, rerender } = render(
      <MessageBubble from="mine" photo={{ src: '/photo.jpg', alt: '휴대폰 뒷면 사진' }} />,
    );
    const photo = screen.getByRole('img', { name: '휴대폰 뒷면 사진' });
    expect(container.querySelector('[data-part="photo"]')).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('[data-part="photo-skeleton"]')).not.toBeNull();
    fireEvent.load(photo);
    expect(container.querySelector('[data-part="photo"]')).toHaveAttribute('data-state', 'loaded');
    expect(container.querySelector('[data-part="photo-skeleton"]')).toBeNull();

    rerender(<MessageBubble from="mine" photo={{ src: '/broken.jpg', alt: '영수증' }} />);
    fireEvent.error(screen.getByRole('img', { name: '영수증' }));
    expect(screen.getByRole('img', { name: '사진을 불러오지 못했어요' })).toBeInTheDocument();
  });

  it('sends a photo with words as two bubbles, the time and receipt on the last', () => {
    const { container } = render(
      <MessageBubble
        from="mine"
        photo={{ src: '/photo.jpg', alt: '스크래치 부분' }}
        text="여기 흠집 있어요"
        time="오후 3:10"
        status="read"
      />,
    );
    const bubbles = container.querySelectorAll('[data-qm="chat-bubble"]');
    expect(bubbles).toHaveLength(2);
    expect(bubbles[0]!.querySelector('[data-part="bubble"]')).toHaveAttribute(
      'data-content',
      'media',
    );
    expect(bubbles[0]!.querySelector('[data-part="time"]')).toBeNull();
    expect(bubbles[1]).toHaveTextContent('읽음');
    expect(bubbles[1]).toHaveTextContent('오후 3:10');
  });

  it('offers reporting their message after the time, told which message it is about', async () => {
    const onReport = vi.fn();
    const { container } = render(
      <MessageBubble
        name="견적마켓 강남점"
        text="010-1234-5678로 연락 주세요"
        time="오후 2:05"
        onReport={onReport}
      />,
    );
    const report = screen.getByRole('button', { name: '신고' });
    expect(report).toHaveAccessibleDescription('010-1234-5678로 연락 주세요');
    const line = container.querySelector('[data-part="meta-line"]')!;
    expect(line).toHaveTextContent('오후 2:05신고');
    expect(line.lastElementChild).toBe(report);
    await userEvent.click(report);
    expect(onReport).toHaveBeenCalledOnce();
  });

  it('takes its own report word, and never offers a report on my message', () => {
    const { rerender } = render(
      <MessageBubble text="네" time="오후 2:05" onReport={() => {}} reportLabel="신고하기" />,
    );
    expect(screen.getByRole('button', { name: '신고하기' })).toBeInTheDocument();

    rerender(
      <MessageBubble from="mine" text="네" time="오후 2:05" status="read" onReport={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: /신고/ })).toBeNull();
  });

  it('puts the report after the last bubble of a photo with words, and on a photo alone', () => {
    const { container, rerender } = render(
      <MessageBubble
        photo={{ src: '/photo.jpg', alt: '매장 사진' }}
        text="매장 사진이에요"
        time="오후 3:10"
        onReport={() => {}}
      />,
    );
    const bubbles = container.querySelectorAll('[data-qm="chat-bubble"]');
    expect(bubbles[0]!.querySelector('[data-part="report"]')).toBeNull();
    expect(bubbles[1]!.querySelector('[data-part="report"]')).not.toBeNull();

    rerender(
      <MessageBubble
        photo={{ src: '/photo.jpg', alt: '매장 사진' }}
        time="오후 3:10"
        onReport={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: '신고' })).not.toHaveAttribute('aria-describedby');
  });

  it("reserves a photo's stored shape before it loads", () => {
    const { container, rerender } = render(
      <MessageBubble photo={{ src: '/tall.jpg', alt: '영수증', width: 900, height: 1600 }} />,
    );
    const frame = container.querySelector<HTMLElement>('[data-part="photo"]')!;
    expect(frame).toHaveAttribute('data-state', 'loading');
    expect(frame).toHaveAttribute('data-sized', 'true');
    expect(frame.style.aspectRatio).toBe('900 / 1600');
    const photo = screen.getByRole('img', { name: '영수증' });
    expect(photo).toHaveAttribute('width', '900');
    expect(photo).toHaveAttribute('height', '1600');
    fireEvent.load(photo);
    expect(frame).toHaveAttribute('data-state', 'loaded');
    expect(frame.style.aspectRatio).toBe('900 / 1600');

    // Without a usable size, the frame keeps its 4:3 placeholder.
    rerender(<MessageBubble photo={{ src: '/other.jpg', alt: '사진', width: 0, height: 300 }} />);
    const other = container.querySelector<HTMLElement>('[data-part="photo"]')!;
    expect(other).toHaveAttribute('data-sized', 'false');
    expect(other.style.aspectRatio).toBe('');
    expect(screen.getByRole('img', { name: '사진' })).not.toHaveAttribute('width');
  });
});
