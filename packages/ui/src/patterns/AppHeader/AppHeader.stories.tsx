import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  args: { title: '견적 확인' },
  decorators: [
    (Story) => (
      <div style={{ margin: -16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '견적 확인' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '알림 설정' })).toHaveFocus();
  },
};

export const Logo: Story = {
  args: { showLogo: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '견적마켓' })).toHaveFocus();
  },
};

export const WithBack: Story = {
  args: { title: '휴대폰 본인인증', onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const back = within(canvasElement).getByRole('button', { name: '뒤로 가기' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

export const WithoutNotification: Story = {
  args: { title: '알림 설정', onBack: fn(), showNotification: false },
};

export const LongTitle: Story = {
  args: {
    title: '갤럭시 S25 울트라 512GB 티타늄 실버 최저가 견적 상세',
    onBack: fn(),
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-qm="app-header"]')).toBeNull();
  },
};

/** Every state at once; each header sits in its own labelled region so none is the page banner. */
export const AllVariants: Story = {
  render: () => {
    const states = [
      { name: '제목', props: { title: '견적 확인' } },
      { name: '로고', props: { showLogo: true } },
      { name: '뒤로 가기', props: { title: '휴대폰 본인인증', onBack: () => {} } },
      {
        name: '알림 없음',
        props: { title: '알림 설정', onBack: () => {}, showNotification: false },
      },
      {
        name: '긴 제목',
        props: { title: '갤럭시 S25 울트라 512GB 티타늄 실버 최저가 견적 상세', onBack: () => {} },
      },
    ];
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {states.map(({ name, props }) => (
          <section key={name} aria-label={name}>
            <AppHeader {...props} />
          </section>
        ))}
      </div>
    );
  },
};
