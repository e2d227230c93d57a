import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePolicy } from '../../primitives/HtmlContent/HtmlContent.fixtures';
import { NoticeArticle } from './NoticeArticle';

const notice = {
  category: '이벤트',
  title: '연말 이벤트 안내',
  mandatory: true,
  date: '2026-12-01',
  image: { src: '/media/notices/event.png', alt: '연말 이벤트 안내' },
  html: '<p>한 달 동안 <strong>이벤트</strong>를 열어요.</p><script>alert(1)</script>',
  policy: samplePolicy,
};

describe('NoticeArticle', () => {
  it('shows the category, 필독, title, date, image and sanitised content', () => {
    const { container } = render(<NoticeArticle {...notice} />);
    expect(screen.getByText('필독')).toBeInTheDocument();
    expect(screen.getByText('이벤트', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '연말 이벤트 안내' })).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-12-01');
    expect(screen.getByRole('img', { name: '연말 이벤트 안내' })).toHaveAttribute(
      'src',
      '/media/notices/event.png',
    );
    expect(container.querySelector('[data-qm="html-content"]')?.innerHTML).toBe(
      '<p>한 달 동안 <strong>이벤트</strong>를 열어요.</p>',
    );
  });

  it('leaves out 필독 and the image when there are none', () => {
    render(<NoticeArticle {...notice} mandatory={false} image={null} />);
    expect(screen.queryByText('필독')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
