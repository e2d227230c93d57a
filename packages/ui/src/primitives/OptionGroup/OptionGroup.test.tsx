import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionGroup, type OptionGroupOption } from './OptionGroup';
import { optionGroupKind } from './OptionGroup.variants';

const colors: OptionGroupOption[] = [
  { id: 1, value: '미드나이트 블랙', colorHex: '#1c1c1e' },
  { id: 2, value: '스노우 화이트', colorHex: '#f5f5f7' },
  { id: 3, value: '스카이 블루', colorHex: '#8ab4f8' },
];
const storage: OptionGroupOption[] = [
  { id: 10, value: '256GB' },
  { id: 11, value: '512GB' },
];

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OptionGroup
      name="색상"
      options={colors}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

describe('optionGroupKind', () => {
  it.each(['Color', 'color', '색상', '컬러'])('treats %s as a colour group', (name) => {
    expect(optionGroupKind(name)).toBe('color');
  });
  it.each(['용량', 'Storage', '요금제'])('treats %s as a text group', (name) => {
    expect(optionGroupKind(name)).toBe('text');
  });
});

describe('OptionGroup', () => {
  it('is a radio group named by its label, with colour names visible on the swatches', () => {
    const { container } = render(<OptionGroup name="색상" options={colors} />);
    const group = screen.getByRole('radiogroup', { name: '색상' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '미드나이트 블랙' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-part="swatch"]')).toHaveLength(3);
    expect(container.querySelector('[data-qm="option-group"]')).toHaveAttribute(
      'data-kind',
      'color',
    );
  });

  it('renders other groups as text chips without swatches', () => {
    const { container } = render(<OptionGroup name="용량" options={storage} />);
    expect(screen.getByRole('radio', { name: '512GB' })).toBeInTheDocument();
    expect(container.querySelector('[data-part="swatch"]')).toBeNull();
  });

  it('selects by click and moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: '미드나이트 블랙' }));
    expect(onValueChange).toHaveBeenLastCalledWith('1');
    expect(screen.getByRole('radio', { name: '미드나이트 블랙' })).toBeChecked();
    // Held until focus has moved, as a person presses it: Radix selects on the arrow's focus.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '스노우 화이트' })).toHaveFocus());
    await user.keyboard('{/ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('2');
    expect(screen.getByRole('radio', { name: '스노우 화이트' })).toBeChecked();
  });

  it('shows the error and marks the group invalid and required', () => {
    render(<OptionGroup name="용량" options={storage} required error="옵션을 선택해 주세요." />);
    const group = screen.getByRole('radiogroup', { name: /용량/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('옵션을 선택해 주세요.');
    expect(group).toHaveAccessibleDescription('옵션을 선택해 주세요.');
  });

  it('does not select a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <OptionGroup
        name="용량"
        options={[...storage, { id: 12, value: '1TB', disabled: true }]}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '1TB' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
