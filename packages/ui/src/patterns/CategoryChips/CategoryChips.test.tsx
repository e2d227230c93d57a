import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryChips } from './CategoryChips';

const categories = [
  { id: 1, name: '휴대폰' },
  { id: 2, name: '인터넷' },
  { id: 3, name: '정수기' },
  { id: 7, name: '생활가전' },
];

function Controlled({ onSelect }: { onSelect: (id: number) => void }) {
  const [selected, setSelected] = useState(0);
  return (
    <CategoryChips
      categories={categories}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

describe('CategoryChips', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("puts '전체' first and marks the selected chip pressed", () => {
    render(<CategoryChips categories={categories} selectedId={2} onSelect={() => {}} />);
    const chips = screen.getAllByRole('button');
    expect(chips[0]).toHaveAccessibleName('전체');
    expect(chips).toHaveLength(5);
    expect(screen.getByRole('button', { name: '인터넷' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: '카테고리' })).toBeInTheDocument();
  });

  it("leaves '전체' out when includeAll is false", () => {
    render(
      <CategoryChips
        categories={categories}
        selectedId={1}
        includeAll={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: '전체' })).toBeNull();
  });

  it('selects by click, and by Tab, arrows and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: '정수기' }));
    expect(onSelect).toHaveBeenLastCalledWith(3);
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '정수기' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '생활가전' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '전체' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(3);
    await user.keyboard('{Home}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('scrolls the selected chip into view', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { rerender } = render(
      <CategoryChips categories={categories} selectedId={1} onSelect={() => {}} />,
    );
    rerender(<CategoryChips categories={categories} selectedId={7} onSelect={() => {}} />);
    const lastCall = scrollIntoView.mock.contexts.at(-1) as HTMLElement;
    expect(lastCall).toHaveAccessibleName('생활가전');
  });
});
