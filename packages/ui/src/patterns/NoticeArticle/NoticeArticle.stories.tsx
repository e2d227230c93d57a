import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePolicy } from '../../primitives/HtmlContent/HtmlContent.fixtures';
import { NoticeArticle } from './NoticeArticle';

const meta = {
  title: 'Content/NoticeArticle',
  component: NoticeArticle,
  tags: ['autodocs'],
  args: {
    category: '점검',
    title: '서비스 정기 점검 안내',
    mandatory: false,
    date: '2026-11-18',
    image: null,
    html: '<p>더 안정적인 서비스를 위해 점검을 진행해요.</p><h3>점검 시간</h3><ul><li>11월 27일 새벽 2시부터 4시까지</li></ul>',
    policy: samplePolicy,
  },
} satisfies Meta<typeof NoticeArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: '서비스 정기 점검 안내' }),
    ).toBeInTheDocument();
  },
};
export const Mandatory: Story = {
  args: { mandatory: true, category: '약관', title: '서비스 이용약관 개정 안내' },
};
