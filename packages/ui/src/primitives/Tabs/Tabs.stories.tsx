import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

/** Values become element ids (`aria-controls`), so they are ASCII without spaces. */
const faqCategories = [
  { value: 'all', label: '전체' },
  { value: 'service', label: '서비스' },
  { value: 'signup', label: '회원가입' },
  { value: 'quote', label: '견적 요청' },
];

const meta = {
  title: 'Choice/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'all', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="자주 묻는 질문 분류">
        {faqCategories.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {faqCategories.map(({ value, label }) => (
        <TabsContent key={value} value={value}>
          <p>{label} 분야의 자주 묻는 질문이에요.</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 자주 묻는 질문: 전체/서비스/회원가입/견적 요청. */
export const Faq: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '전체' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '서비스' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '견적 요청' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: '회원가입' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('회원가입 분야');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('signup');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'service' } };

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="견적 상태">
        <TabsTrigger value="all">전체</TabsTrigger>
        <TabsTrigger value="bidding">진행 중</TabsTrigger>
        <TabsTrigger value="closed" disabled>
          마감
        </TabsTrigger>
      </TabsList>
      <TabsContent value="all">모든 견적 요청</TabsContent>
      <TabsContent value="bidding">입찰이 진행 중인 견적 요청</TabsContent>
      <TabsContent value="closed">마감된 견적 요청</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped: focus wraps back to the first.
    await expect(canvas.getByRole('tab', { name: '전체' })).toHaveFocus();
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="a">
      <TabsList aria-label="견적 분류">
        <TabsTrigger value="a">휴대폰 최저가 견적</TabsTrigger>
        <TabsTrigger value="b">인터넷·IPTV 견적</TabsTrigger>
        <TabsTrigger value="c">정수기 렌탈 견적</TabsTrigger>
      </TabsList>
      <TabsContent value="a">휴대폰</TabsContent>
      <TabsContent value="b">인터넷</TabsContent>
      <TabsContent value="c">정수기</TabsContent>
    </Tabs>
  ),
};

/**
 * Tabs that are links (the history's two pages): each trigger wraps an `<a>` with `asChild`, the
 * address decides `value`, and `activationMode="manual"` keeps arrow keys to moving focus.
 */
export const AsLinks: Story = {
  render: () => (
    <Tabs value="selected" activationMode="manual">
      <TabsList aria-label="견적 내역">
        <TabsTrigger value="selected" asChild>
          <a href="#selected">선택한 견적</a>
        </TabsTrigger>
        <TabsTrigger value="not-selected" asChild>
          <a href="#not-selected">선택하지 않은 견적</a>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="selected">선택한 견적 목록</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('tab', { name: '선택한 견적' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveStyle({ textDecorationLine: 'none' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '선택하지 않은 견적' })).toHaveFocus();
    // Moving focus does not change the page: the address decides.
    await expect(selected).toHaveAttribute('aria-selected', 'true');
  },
};

/** Each tab selected in turn: the baseline of the active underline. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {faqCategories.map((selected) => (
        <Tabs key={selected.value} {...args} defaultValue={selected.value}>
          <TabsList aria-label={`자주 묻는 질문 분류 (${selected.label} 선택)`}>
            {faqCategories.map(({ value, label }) => (
              <TabsTrigger
                key={value}
                value={value}
                // The last row also shows a disabled tab.
                disabled={value === 'service' && selected.value === 'quote'}
              >
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {faqCategories.map(({ value, label }) => (
            <TabsContent key={value} value={value}>
              {label} 질문 목록
            </TabsContent>
          ))}
        </Tabs>
      ))}
    </div>
  ),
};
