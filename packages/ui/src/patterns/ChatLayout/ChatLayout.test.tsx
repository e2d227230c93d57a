import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatLayout } from './ChatLayout';

describe('ChatLayout', () => {
  it('puts the top, the conversation and the named answer area in order', () => {
    const { container } = render(
      <ChatLayout top={<p>진행률 40%</p>} footer={<button type="button">본인</button>}>
        <p>휴대폰은 누가 사용하실 건가요?</p>
      </ChatLayout>,
    );
    const parts = [...container.querySelectorAll('[data-part]')].map((part) =>
      part.getAttribute('data-part'),
    );
    expect(parts).toEqual(['top', 'conversation', 'footer']);
    const footer = screen.getByRole('region', { name: '답변' });
    expect(footer).toContainElement(screen.getByRole('button', { name: '본인' }));
  });

  it('leaves out the top and the answer area when there are none', () => {
    const { container } = render(
      <ChatLayout footerLabel="견적 요청">
        <p>대화</p>
      </ChatLayout>,
    );
    expect(container.querySelector('[data-part="top"]')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstChild).toHaveAttribute('data-qm', 'chat-layout');
  });

  it('takes another name for the answer area', () => {
    render(
      <ChatLayout footerLabel="견적 요청" footer={<p>버튼</p>}>
        <p>대화</p>
      </ChatLayout>,
    );
    expect(screen.getByRole('region', { name: '견적 요청' })).toBeInTheDocument();
  });
});
