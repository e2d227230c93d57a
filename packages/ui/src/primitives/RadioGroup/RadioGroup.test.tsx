import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commitsOnMount } from '../../testing/commitsOnMount';
import { RadioGroup } from './RadioGroup';
import { radioGroupVariants } from './RadioGroup.variants';

const options = [
  { value: 'created_at', label: '최신순' },
  { value: 'view_count', label: '조회순' },
  { value: 'mostQuoted', label: '인기순', description: '견적 요청이 많은 순서예요.' },
];

describe('RadioGroup', () => {
  it('is a named radio group with one radio per option', () => {
    render(<RadioGroup label="정렬" options={options} defaultValue="created_at" />);
    const group = screen.getByRole('radiogroup', { name: '정렬' });
    expect(group).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '최신순' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '인기순' })).toHaveAccessibleDescription(
      '견적 요청이 많은 순서예요.',
    );
  });

  it('selects by label click and by arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="정렬"
        options={options}
        defaultValue="created_at"
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByText('조회순'));
    expect(screen.getByRole('radio', { name: '조회순' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '조회순' }));
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '인기순' })).toHaveFocus());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: '인기순' })).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['view_count'], ['mostQuoted']]);
  });

  it('renders chips whose text names the radio', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="할부 개월"
        variant="chip"
        orientation="horizontal"
        options={[
          { value: '0', label: '일시불' },
          { value: '36', label: '36개월' },
        ]}
        defaultValue="36"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: '할부 개월' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await user.click(screen.getByRole('radio', { name: '일시불' }));
    expect(screen.getByRole('radio', { name: '일시불' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '36개월' })).not.toBeChecked();
  });

  it('skips disabled options', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="관리 방식"
        options={[
          { value: 'a', label: '방문 관리' },
          { value: 'b', label: '자가 관리', disabled: true },
        ]}
      />,
    );
    await user.click(screen.getByText('자가 관리'));
    expect(screen.getByRole('radio', { name: '자가 관리' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '자가 관리' })).toBeDisabled();
  });

  it('shows a term its owner controls, which a click does not change', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="약정 기간"
        variant="chip"
        value="24"
        options={[
          { value: '12', label: '12개월' },
          { value: '24', label: '24개월' },
          { value: '36', label: '36개월' },
        ]}
      />,
    );
    await user.click(screen.getByText('36개월'));
    expect(screen.getByRole('radio', { name: '24개월' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '36개월' })).not.toBeChecked();
  });

  it('gives its radios one form name, and the form the chosen value', () => {
    render(
      <form aria-label="정렬 폼">
        <RadioGroup label="정렬" name="sort" options={options} defaultValue="view_count" />
      </form>,
    );
    const form = screen.getByRole('form', { name: '정렬 폼' }) as HTMLFormElement;
    expect(new FormData(form).get('sort')).toBe('view_count');
  });

  it.each(radioGroupVariants.variant.values)(
    'mounts the %s variant in one commit, asking for no update while React commits it',
    (variant) => {
      expect(
        commitsOnMount(
          <RadioGroup label="정렬" options={options} variant={variant} defaultValue="created_at" />,
        ),
      ).toBe(1);
    },
  );

  it.each(radioGroupVariants.variant.values)('marks the %s variant', (variant) => {
    const { container } = render(<RadioGroup label="정렬" options={options} variant={variant} />);
    expect(container.querySelector('[data-qm="radio-group"]')).toHaveAttribute(
      'data-variant',
      variant,
    );
  });
});
