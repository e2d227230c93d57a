import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HtmlContent } from './HtmlContent';
import { samplePolicy } from './HtmlContent.fixtures';
import { sanitizeHtml } from './sanitize';

describe('HtmlContent', () => {
  it('renders the allowed notice tags', () => {
    const { container } = render(
      <HtmlContent
        policy={samplePolicy}
        html={
          '<h2>서비스 점검 안내</h2><p><strong>11월 25일</strong> 새벽 <em>2시</em>부터 점검해요.</p><ul><li>견적 요청</li><li>구매 신청</li></ul><img src="/media/notices/maintenance.png" alt="점검 일정">'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '서비스 점검 안내' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '점검 일정' })).toHaveAttribute(
      'src',
      '/media/notices/maintenance.png',
    );
    expect(container.querySelector('strong')).toHaveTextContent('11월 25일');
  });

  it('opens links in a new tab without the opener', () => {
    render(
      <HtmlContent
        policy={samplePolicy}
        html={'<p><a href="https://example.com/event" target="_self">이벤트 보기</a></p>'}
      />,
    );
    const link = screen.getByRole('link', { name: '이벤트 보기' });
    expect(link).toHaveAttribute('href', 'https://example.com/event');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('removes scripts and never runs them', () => {
    const spy = vi.fn();
    (window as unknown as { xss: () => void }).xss = spy;
    const { container } = render(
      <HtmlContent
        policy={samplePolicy}
        html={'<p>안내</p><script>window.xss()</script><svg onload="window.xss()"></svg>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    expect(container).toHaveTextContent('안내');
    expect(spy).not.toHaveBeenCalled();
  });

  it('strips event handlers such as onerror', () => {
    const { container } = render(
      <HtmlContent
        policy={samplePolicy}
        html={
          '<img src="/media/x.png" onerror="alert(1)" alt="이미지"><p onclick="alert(2)">본문</p>'
        }
      />,
    );
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('p')).not.toHaveAttribute('onclick');
  });

  it('drops javascript: links but keeps their text', () => {
    render(
      <HtmlContent
        policy={samplePolicy}
        html={
          '<a href="javascript:alert(1)">눌러 보세요</a><a href="JaVaScRiPt:alert(1)">두 번째</a>'
        }
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('눌러 보세요')).not.toHaveAttribute('href');
    expect(screen.getByText('두 번째')).not.toHaveAttribute('target');
  });

  it('removes tags outside the allow-list, such as iframes, styles and forms', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><form><input></form><p style="color:red" class="x">본문</p>',
      samplePolicy,
    );
    expect(clean).toBe('<p>본문</p>');
  });

  it('keeps only the images and links the policy allows', () => {
    const clean = sanitizeHtml(
      '<img src="http://tracker.example/p.gif" alt="추적"><img src="/media/a.png"><a href="ftp://x.example/f">파일</a><a href="mailto:help@example.com" title="t">문의</a>',
      samplePolicy,
    );
    expect(clean).toBe(
      '<img src="/media/a.png" alt=""><a>파일</a><a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">문의</a>',
    );
  });

  it('keeps the attributes a tag may have, and no other', () => {
    const clean = sanitizeHtml('<p title="x"><a href="https://e.example" src="y">링크</a></p>', {
      ...samplePolicy,
      attributes: { a: ['href'] },
    });
    expect(clean).toBe(
      '<p><a href="https://e.example" target="_blank" rel="noopener noreferrer">링크</a></p>',
    );
  });
});
