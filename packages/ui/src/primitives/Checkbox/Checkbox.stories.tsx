import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Checkbox, type CheckedState } from './Checkbox';
import { checkboxVariants } from './Checkbox.variants';

const meta = {
  title: 'Consent/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: '[필수] 서비스 이용약관 동의', onCheckedChange: fn() },
  argTypes: variantArgTypes(checkboxVariants),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('[필수] 서비스 이용약관 동의'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: '전체 동의', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '전체 동의' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
  },
};
export const WithDescription: Story = {
  args: {
    label: '[선택] 마케팅 정보 수신 동의',
    description: '새로운 최저가 견적과 이벤트 소식을 알려 드려요.',
  },
};
export const Small: Story = { args: { size: 'sm', label: '아이디 저장' } };
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: '[필수] 개인정보 수집 및 이용 동의' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const terms = [
  '[필수] 서비스 이용약관 동의',
  '[필수] 개인정보 수집 및 이용 동의',
  '[필수] 고유식별정보 처리 동의',
  '[필수] 개인정보 제3자 제공 동의',
  '[선택] 마케팅 정보 수신 동의',
];

/** The consent list of the phone verification page: "전체 동의" follows the others. */
export const ConsentList: Story = {
  render: function Render() {
    const [agreed, setAgreed] = useState<boolean[]>(terms.map(() => false));
    const count = agreed.filter(Boolean).length;
    const all: CheckedState = count === 0 ? false : count === terms.length ? true : 'indeterminate';
    return (
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend>약관 동의</legend>
        <Checkbox
          label="전체 동의"
          checked={all}
          onCheckedChange={(value) => setAgreed(terms.map(() => value === true))}
        />
        {terms.map((term, index) => (
          <Checkbox
            key={term}
            size="sm"
            label={term}
            checked={agreed[index]}
            onCheckedChange={(value) =>
              setAgreed((previous) => previous.map((v, i) => (i === index ? value === true : v)))
            }
          />
        ))}
      </fieldset>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '전체 동의' });
    await userEvent.click(canvas.getByRole('checkbox', { name: terms[0] }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    for (const term of terms) {
      await expect(canvas.getByRole('checkbox', { name: term })).toBeChecked();
    }
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: terms[4] })).not.toBeChecked();
  },
};

export const AllVariants: Story = {
  render: () => (
    <table style={{ borderSpacing: 8 }}>
      <tbody>
        {checkboxVariants.size.values.map((size) => (
          <tr key={size}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
              {size}
            </th>
            <td>
              <Checkbox size={size} label="해제" />
            </td>
            <td>
              <Checkbox size={size} label="선택" defaultChecked />
            </td>
            <td>
              <Checkbox size={size} label="일부" checked="indeterminate" />
            </td>
            <td>
              <Checkbox size={size} label="비활성" disabled />
            </td>
            <td>
              <Checkbox size={size} label="비활성 선택" disabled defaultChecked />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
