import { useEffect, useRef, type HTMLAttributes, type Ref } from 'react';
import { StyledChip, StyledChips } from './CategoryChips.styles';

export interface CategoryChip {
  id: number;
  /** The category's Korean name, e.g. `휴대폰`. */
  name: string;
}

export interface CategoryChipsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'children' | 'defaultValue' | 'dir'
> {
  /** The chips in display order (an app's '전체' entry included, if it has one). */
  categories: readonly CategoryChip[];
  selectedId: number;
  /** A different chip was chosen; pressing the chosen one again changes nothing. */
  onSelect: (id: number) => void;
  /** Names the row for screen readers. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

const rowSelector = '[data-qm="category-chips"]';

/**
 * Scrolls the chips' row, and only the row, to put `chip` in its middle. `scrollIntoView` would
 * also scroll the page to the row (`block: 'nearest'` included): a buyer who scrolled down a
 * category's list before its script arrived was pulled back up to the chips once it hydrated.
 */
function centerInRow(chip: HTMLElement, behavior: ScrollBehavior) {
  const row = chip.closest<HTMLElement>(rowSelector);
  if (!row) return;
  const chipBox = chip.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  const left = row.scrollLeft + chipBox.left - rowBox.left - (row.clientWidth - chipBox.width) / 2;
  row.scrollTo?.({ left, behavior });
}

/**
 * A scrolling row of category chips, one chosen at a time (a Radix single toggle group: one tab
 * stop, arrows, Home and End move between chips, Enter or Space chooses).
 */
export function CategoryChips({
  categories,
  selectedId,
  onSelect,
  label = '카테고리',
  ...rest
}: CategoryChipsProps) {
  const chipRefs = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    const chip = chipRefs.current.get(selectedId);
    if (!chip) return;
    // Smooth only for those who have not asked the system for less motion.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const center = (behavior: ScrollBehavior) => centerInRow(chip, behavior);
    center(reduceMotion ? 'auto' : 'smooth');
    // The chips change width when the web font arrives after mount: centre the choice again.
    if (typeof ResizeObserver === 'undefined') return;
    let firstCall = true;
    const observer = new ResizeObserver(() => {
      if (firstCall) firstCall = false;
      else center('auto');
    });
    observer.observe(chip);
    return () => observer.disconnect();
  }, [selectedId]);

  return (
    <StyledChips
      type="single"
      value={String(selectedId)}
      // Radix reports '' when the chosen chip is pressed again; a row of categories keeps its choice.
      onValueChange={(value: string) => {
        if (value) onSelect(Number(value));
      }}
      loop
      aria-label={label}
      data-qm="category-chips"
      {...rest}
    >
      {categories.map((chip) => (
        <StyledChip
          key={chip.id}
          value={String(chip.id)}
          ref={(node: HTMLButtonElement | null) => {
            if (node) chipRefs.current.set(chip.id, node);
            else chipRefs.current.delete(chip.id);
          }}
          data-selected={chip.id === selectedId}
        >
          {chip.name}
        </StyledChip>
      ))}
    </StyledChips>
  );
}
