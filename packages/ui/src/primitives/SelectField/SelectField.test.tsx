import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const options = [
  { value: '', label: '모든 작업' },
  { value: 'operator.invite', label: '운영자 초대' },
  { value: 'operator.changeRole', label: '운영자 역할 변경' },
];

describe('SelectField', () => {
  it('is a select named by its label, reporting the value chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SelectField label="작업" options={options} value="" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: '작업' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, '운영자 초대');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('operator.invite');
  });

  it('describes itself with its help text and error', () => {
    render(
      <SelectField
        label="작업"
        options={options}
        value="operator.invite"
        onValueChange={() => {}}
        description="하나만 고를 수 있어요."
        error="작업을 골라 주세요."
      />,
    );
    const select = screen.getByRole('combobox', { name: '작업' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('하나만 고를 수 있어요. 작업을 골라 주세요.');
    expect(select.closest('[data-qm="select-field"]')).toHaveAttribute('data-invalid', 'true');
  });
});
