import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatBubble } from './ChatBubble';

describe('ChatBubble', () => {
  it('shows the dealer with a decorative photo, name and time', () => {
    const { container } = render(
      <ChatBubble name="견적마켓 강남점" avatarSrc="/dealer.png" time="오후 2:05">
        휴대폰을 사용하실 분은 누구인가요?
      </ChatBubble>,
    );
    expect(container.firstChild).toHaveAttribute('data-side', 'dealer');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('견적마켓 강남점')).toBeInTheDocument();
    expect(screen.getByText('오후 2:05')).toBeInTheDocument();
    expect(screen.getByText('휴대폰을 사용하실 분은 누구인가요?')).toBeInTheDocument();
  });

  it("falls back to the name's first letter when the photo fails", () => {
    const { container } = render(
      <ChatBubble name="강남점" avatarSrc="/broken.png">
        안녕하세요
      </ChatBubble>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="avatar"]')).toHaveTextContent('강');
  });

  it('shows no avatar or name on the shopper side', () => {
    const { container } = render(
      <ChatBubble side="shopper" name="나" avatarSrc="/me.png">
        본인
      </ChatBubble>,
    );
    expect(container.firstChild).toHaveAttribute('data-side', 'shopper');
    expect(container.querySelector('[data-part="avatar"]')).toBeNull();
    expect(screen.queryByText('나')).toBeNull();
    expect(screen.getByText('본인')).toBeInTheDocument();
  });

  it('takes rich children', () => {
    render(
      <ChatBubble>
        <strong>조건 확인</strong>
        <button type="button">수정</button>
      </ChatBubble>,
    );
    expect(screen.getByText('조건 확인').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: '수정' })).toBeInTheDocument();
  });

  it("keeps a follow-up message's avatar room without the avatar or name", () => {
    const { container } = render(
      <ChatBubble name="강남점" avatarSrc="/dealer.png" continued>
        이어지는 메시지
      </ChatBubble>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="avatar"]')).toBeNull();
    expect(container.querySelector('[data-part="avatar-space"]')).not.toBeNull();
    expect(screen.queryByText('강남점')).toBeNull();
  });
});
