import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting a notice uses', () => {
    const html =
      '<h3>시행일</h3><p><strong>2025년</strong> <em>6월</em> <b>20일</b><br><i>안내</i> <u>필독</u></p>' +
      '<ul><li>하나</li></ul><ol><li>둘</li></ol><h2>제목</h2><h4>소제목</h4>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>시행일</h3><p><strong>2025년</strong> <em>6월</em> <b>20일</b><br /><i>안내</i> <u>필독</u></p>' +
        '<ul><li>하나</li></ul><ol><li>둘</li></ol><h2>제목</h2><h4>소제목</h4>',
    );
  });

  it('opens safe links outside the app without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">보기</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">보기</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@quotemarket.kr" target="_self">문의</a>')).toBe(
      '<a href="mailto:help@quotemarket.kr" rel="noopener noreferrer" target="_blank">문의</a>',
    );
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['//evil.example/x'],
  ])('drops a link to %s but keeps its text', (href) => {
    expect(sanitizeHtml(`<a href="${href}">눌러 보세요</a>`)).toBe('눌러 보세요');
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>안녕<script>alert(1)</script></p><style>p{color:red}</style>')).toBe(
      '<p>안녕</p>',
    );
    expect(sanitizeHtml('<SCRIPT SRC=https://evil.example/x.js></SCRIPT>끝')).toBe('끝');
  });

  it('removes event handlers and inline styles', () => {
    expect(
      sanitizeHtml('<p onclick="alert(1)" style="background:url(javascript:alert(1))">글</p>'),
    ).toBe('<p>글</p>');
    expect(
      sanitizeHtml('<img src="https://cdn.example/a.png" onerror="alert(1)" alt="배너">'),
    ).toBe('<img src="https://cdn.example/a.png" alt="배너" />');
  });

  it('keeps images only from https or the app’s own /media', () => {
    expect(sanitizeHtml('<img src="/media/notices/event.png" alt="이벤트">')).toBe(
      '<img src="/media/notices/event.png" alt="이벤트" />',
    );
    expect(sanitizeHtml('<p><img src="x" onerror="alert(1)">글</p>')).toBe('<p>글</p>');
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
  });

  it('drops dangerous elements that are not on the list', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle /></svg>' +
          '<object data="x"></object><form action="https://evil.example"><input name="q"></form>' +
          '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      ),
    ).toBe('x');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; "<"</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; "&lt;"</p>',
    );
  });

  it('is idempotent, so sanitizing again on read changes nothing', () => {
    const once = sanitizeHtml(
      '<p>공지 <a href="https://example.com">링크</a><img src="/media/a.png"></p>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });
});
