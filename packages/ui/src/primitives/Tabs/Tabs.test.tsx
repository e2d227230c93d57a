import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const categories = [
  { value: 'all', label: '전체' },
  { value: 'service', label: '서비스' },
  { value: 'signup', label: '회원가입' },
  { value: 'quote', label: '견적 요청' },
];

function FaqTabs(props: { onValueChange?: (value: string) => void; value?: string }) {
  return (
    <Tabs defaultValue="all" {...props}>
      <TabsList aria-label="자주 묻는 질문 분류">
        {categories.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map(({ value, label }) => (
        <TabsContent key={value} value={value}>
          {label} 질문 목록
        </TabsContent>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab only', () => {
    render(<FaqTabs />);
    expect(screen.getByRole('tablist', { name: '자주 묻는 질문 분류' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('전체 질문 목록');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('전체');
  });

  it('switches panels on click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FaqTabs onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: '회원가입' }));
    expect(onValueChange).toHaveBeenCalledWith('signup');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('회원가입 질문 목록');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<FaqTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: '전체' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '서비스' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '서비스' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '견적 요청' })).toHaveFocus();
  });

  it('follows a controlled value and exposes the compound pieces', () => {
    render(<FaqTabs value="quote" />);
    expect(screen.getByRole('tab', { name: '견적 요청' })).toHaveAttribute('aria-selected', 'true');
    expect(Tabs.List).toBe(TabsList);
    expect(Tabs.Trigger).toBe(TabsTrigger);
    expect(Tabs.Content).toBe(TabsContent);
  });

  it('can be links, the address deciding the active tab', () => {
    render(
      <Tabs value="selected" activationMode="manual">
        <TabsList aria-label="견적 내역">
          <TabsTrigger value="selected" asChild>
            <a href="/my-quote-request-history">선택한 견적</a>
          </TabsTrigger>
          <TabsTrigger value="not-selected" asChild>
            <a href="/my-non-successful-bid-history">선택하지 않은 견적</a>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="selected">선택한 견적 목록</TabsContent>
      </Tabs>,
    );
    const selected = screen.getByRole('tab', { name: '선택한 견적' });
    expect(selected.tagName).toBe('A');
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '선택하지 않은 견적' })).toHaveAttribute(
      'href',
      '/my-non-successful-bid-history',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('선택한 견적 목록');
  });
});
