import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ruleOf } from '../../testing/styleRules';
import { Badge } from './Badge';
import { badgeVariants } from './Badge.variants';

/** The declarations of the Badge's rule for one tone. */
const ruleFor = (tone: string) => ruleOf(screen.getByText(tone), `[data-tone='${tone}']`);

describe('Badge', () => {
  it('reads as the text around it, with its tone as data', () => {
    render(
      <p>
        24개월 총 비용 <Badge>최저가 견적</Badge>
      </p>,
    );
    const badge = screen.getByText('최저가 견적');
    expect(badge).toHaveAttribute('data-qm', 'badge');
    expect(badge).toHaveAttribute('data-tone', 'primary');
    expect(badge.closest('p')).toHaveTextContent('24개월 총 비용 최저가 견적');
  });

  it('takes another tone and passes attributes on', () => {
    render(
      <Badge tone="neutral" title="마감된 견적 요청">
        마감
      </Badge>,
    );
    const badge = screen.getByText('마감');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('title', '마감된 견적 요청');
  });

  it('paints each tone in its own pair of colours, so outcomes read apart', () => {
    render(
      <>
        {badgeVariants.tone.values.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    const colours = badgeVariants.tone.values.map((tone) => {
      expect(screen.getByText(tone)).toHaveAttribute('data-tone', tone);
      const rule = ruleFor(tone);
      expect(rule, tone).toMatch(/--badge-background:var\(--qm-color-[a-z-]+\)/);
      return rule;
    });
    expect(new Set(colours).size).toBe(badgeVariants.tone.values.length);
    expect(ruleFor('warning')).toContain('--badge-color:var(--qm-color-warning)');
    expect(ruleFor('danger')).toContain('--badge-background:var(--qm-color-danger-subtle)');
  });
});
