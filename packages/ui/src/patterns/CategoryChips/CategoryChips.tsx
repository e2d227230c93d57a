import { useEffect, useRef, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { StyledChip, StyledChips } from './CategoryChips.styles';

export interface CategoryChip {
  id: number;
  /** The category's Korean name, e.g. `휴대폰`. */
  name: string;
}

/** The id of the '전체' entry that the spec adds in front of the main categories. */
export const ALL_CATEGORY_ID = 0;

export interface CategoryChipsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'children'
> {
  categories: readonly CategoryChip[];
  selectedId: number;
  onSelect: (id: number) => void;
  /** Puts '전체' (id 0) first. */
  includeAll?: boolean;
  allLabel?: string;
  /** Names the row for screen readers. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

export function CategoryChips({
  categories,
  selectedId,
  onSelect,
  includeAll = true,
  allLabel = '전체',
  label = '카테고리',
  ...rest
}: CategoryChipsProps) {
  const chipRefs = useRef(new Map<number, HTMLButtonElement>());
  const chips = includeAll ? [{ id: ALL_CATEGORY_ID, name: allLabel }, ...categories] : categories;
  const hasSelected = chips.some((chip) => chip.id === selectedId);

  useEffect(() => {
    const chip = chipRefs.current.get(selectedId);
    if (!chip) return;
    // Smooth only for those who have not asked the system for less motion.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const center = (behavior: ScrollBehavior) =>
      chip.scrollIntoView?.({ behavior, block: 'nearest', inline: 'center' });
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

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = chips.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const chip = chips[target];
    if (chip) chipRefs.current.get(chip.id)?.focus();
  }

  return (
    <StyledChips role="group" aria-label={label} data-qm="category-chips" {...rest}>
      {chips.map((chip, index) => {
        const selected = chip.id === selectedId;
        return (
          <StyledChip
            key={chip.id}
            type="button"
            ref={(node) => {
              if (node) chipRefs.current.set(chip.id, node);
              else chipRefs.current.delete(chip.id);
            }}
            aria-pressed={selected}
            data-selected={selected}
            // One tab stop for the row (the selected chip); arrows move inside it.
            tabIndex={selected || (!hasSelected && index === 0) ? 0 : -1}
            onClick={() => onSelect(chip.id)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {chip.name}
          </StyledChip>
        );
      })}
    </StyledChips>
  );
}
