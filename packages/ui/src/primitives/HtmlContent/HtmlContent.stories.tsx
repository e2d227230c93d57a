import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlContent } from './HtmlContent';
import { samplePolicy } from './HtmlContent.fixtures';

const notice = `
<h2>서비스 점검 안내</h2>
<p>안녕하세요, 견적마켓이에요. 더 안정적인 서비스를 위해 아래 일정으로 점검을 진행해요.</p>
<h3>점검 일정</h3>
<ul>
  <li><strong>2026년 11월 25일(수)</strong> 오전 2시 ~ 오전 5시</li>
  <li>점검 중에는 <em>견적 요청</em>과 <b>구매 신청</b>을 할 수 없어요.</li>
</ul>
<h4>참고</h4>
<ol><li>점검 시간은 상황에 따라 바뀔 수 있어요.</li><li>자세한 내용은 <a href="https://example.com/notice">공지사항</a>에서 확인해 주세요.</li></ol>
<p><u>이용에 불편을 드려 죄송해요.</u><br>고마워요.</p>
`;

const meta = {
  title: 'Layout/HtmlContent',
  component: HtmlContent,
  tags: ['autodocs'],
  args: { html: notice, policy: samplePolicy },
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '공지사항' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const WithImage: Story = {
  args: {
    html:
      '<p>이벤트 안내</p><img alt="11월 이벤트 배너" src="data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="#E8F0FE"/></svg>',
      ) +
      '">',
    // The image is inline here; an app's policy decides which sources it trusts.
    policy: {
      ...samplePolicy,
      isAllowedImageSource: (src) => src.startsWith('data:image/svg+xml'),
    },
  },
};

export const XssPayloads: Story = {
  args: {
    html: '<p>안전한 본문</p><script>window.__xss = true</script><img src="x" onerror="window.__xss = true" alt="깨진 이미지"><a href="javascript:window.__xss = true">위험한 링크</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect((window as unknown as { __xss?: boolean }).__xss).toBeUndefined();
  },
};

export const Empty: Story = { args: { html: '' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <HtmlContent policy={samplePolicy} html={notice} />
      <HtmlContent policy={samplePolicy} html="<p>한 줄짜리 공지예요.</p>" />
    </div>
  ),
};
