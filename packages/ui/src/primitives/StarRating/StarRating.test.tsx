import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roundRating } from '../../format/format';
import { StarRatingDisplay } from './StarRatingDisplay';
import { StarRatingInput } from './StarRatingInput';
import { filledRowWidth, starRowWidth } from './starRow';

describe('StarRatingDisplay', () => {
  it('names the rating and fills 4 stars and 30% of the fifth for 4.3', () => {
    const { container } = render(<StarRatingDisplay value={4.3} showValue />);
    const picture = screen.getByRole('img', { name: '별점 5점 만점에 4.3점' });
    // The filled row is cut after four stars and the gaps between them (4 × 25.33) and 30 % of the
    // fifth star (0.3 × 24), in the star icon's units.
    expect(container.querySelector('[data-part="fill"]')).toHaveAttribute('width', '108.53');
    expect(screen.getByText('4.3')).toHaveAttribute('aria-hidden', 'true');
    // One picture of two rows of five: a review list draws many.
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    expect(picture.querySelectorAll('path')).toHaveLength(10);
  });

  it('fills nothing for 0 and the whole row for 5', () => {
    expect(filledRowWidth(0)).toBe(0);
    expect(filledRowWidth(5)).toBeGreaterThanOrEqual(starRowWidth);
    expect(filledRowWidth(2.5)).toBeCloseTo(2 * (24 + 4 / 3) + 12, 1);
  });

  it('clamps and rounds what it is given', () => {
    expect(roundRating(7)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(3.456)).toBe(3.5);
    expect(roundRating(Number.NaN)).toBe(0);
    render(<StarRatingDisplay value={9} />);
    expect(screen.getByRole('img', { name: '별점 5점 만점에 5점' })).toBeInTheDocument();
  });

  it('compact: one star and the number, read after its label', () => {
    const { container } = render(<StarRatingDisplay variant="compact" value={4.349} />);
    const rating = container.querySelector('[data-qm="star-rating-display"]');
    expect(rating).toHaveAttribute('data-variant', 'compact');
    expect(rating).toHaveTextContent('별점 4.3');
    expect(rating?.querySelectorAll('svg')).toHaveLength(1);
  });

  it('compact: says so when there is no rating yet', () => {
    const { container, rerender } = render(<StarRatingDisplay variant="compact" value={null} />);
    const rating = container.querySelector('[data-qm="star-rating-display"]');
    expect(rating).toHaveAttribute('data-empty', 'true');
    expect(rating).toHaveTextContent('아직 리뷰가 없어요');
    rerender(<StarRatingDisplay variant="compact" value={undefined} emptyText="새로 입점했어요" />);
    expect(rating).toHaveTextContent('새로 입점했어요');
  });
});

describe('StarRatingInput', () => {
  it('is a radio group of five named stars with one tab stop', () => {
    render(<StarRatingInput />);
    screen.getByRole('radiogroup', { name: '별점 선택' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1점',
      '2점',
      '3점',
      '4점',
      '5점',
    ]);
    expect(radios.filter((r) => r.tabIndex === 0)).toHaveLength(1);
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('changes with arrows, Home and End, and stops at the ends', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<StarRatingInput defaultValue={3} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3점' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4점' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '4점' })).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}{Home}{ArrowLeft}{ArrowDown}');
    expect(onValueChange.mock.calls).toEqual([[4], [5], [1]]);
    expect(screen.getByRole('radio', { name: '1점' })).toHaveAttribute('aria-checked', 'true');
  });

  it('sets the rating with a click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<StarRatingInput onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: '4점' }));
    expect(onValueChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4점' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '4점' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the missing-rating error', () => {
    render(<StarRatingInput error="별점을 선택해 주세요." />);
    const group = screen.getByRole('radiogroup', { name: '별점 선택' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('별점을 선택해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('별점을 선택해 주세요.');
  });

  it('ignores input when disabled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<StarRatingInput disabled defaultValue={2} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: '5점' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
