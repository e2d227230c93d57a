import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryChips } from './CategoryChips';

const categories = [
  { id: 0, name: '전체' },
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

  it('shows the chips in order as one choice, the selected one checked', () => {
    render(<CategoryChips categories={categories} selectedId={2} onSelect={() => {}} />);
    const row = screen.getByRole('radiogroup', { name: '카테고리' });
    const chips = within(row).getAllByRole('radio');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '전체',
      '휴대폰',
      '인터넷',
      '정수기',
      '생활가전',
    ]);
    expect(screen.getByRole('radio', { name: '인터넷' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '전체' })).not.toBeChecked();
  });

  it('keeps the choice when the chosen chip is pressed again', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<CategoryChips categories={categories} selectedId={2} onSelect={onSelect} />);
    await user.click(screen.getByRole('radio', { name: '인터넷' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '인터넷' })).toBeChecked();
  });

  it('selects by click, and by Tab, arrows and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    await user.click(screen.getByRole('radio', { name: '정수기' }));
    expect(onSelect).toHaveBeenLastCalledWith(3);
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: '정수기' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '생활가전' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '전체' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(3);
    await user.keyboard('{Home}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('scrolls its row, and only its row, to put the selected chip in the middle', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo;
    // A 300 px row scrolled 40 px, each chip 80 px wide, side by side from the row's left edge.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const index = [...(this.parentElement?.children ?? [])].indexOf(this);
      const left = this.dataset.qm === 'category-chips' ? 0 : index * 80 - 40;
      return DOMRect.fromRect({ x: left, y: 0, width: 80, height: 40 });
    });
    const { rerender } = render(
      <CategoryChips categories={categories} selectedId={1} onSelect={() => {}} />,
    );
    const row = screen.getByRole('radiogroup', { name: '카테고리' });
    row.scrollLeft = 40;
    rerender(<CategoryChips categories={categories} selectedId={7} onSelect={() => {}} />);
    const chosen = screen.getByRole('radio', { name: '생활가전' });
    const chosenLeft = [...row.children].indexOf(chosen) * 80 - 40;
    // The row's content position of the chip, less half the room beside it.
    expect(scrollTo).toHaveBeenLastCalledWith({
      left: 40 + chosenLeft - (300 - 80) / 2,
      behavior: 'smooth',
    });
    expect(scrollTo.mock.contexts.every((context) => context === row)).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
