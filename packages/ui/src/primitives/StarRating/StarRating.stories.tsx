import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Button } from '../Button';
import { starRatingInputVariants, starRatingVariants } from './StarRating.variants';
import { StarRatingDisplay } from './StarRatingDisplay';
import { StarRatingInput } from './StarRatingInput';

const meta = {
  title: 'Feedback/StarRating',
  component: StarRatingDisplay,
  tags: ['autodocs'],
  args: { value: 4.3, showValue: true },
  argTypes: {
    ...variantArgTypes(starRatingVariants),
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof StarRatingDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.3: four full stars and 30 % of the fifth. */
export const Display: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '별점 5점 만점에 4.3점' })).toBeVisible();
    // Four stars and the gaps between them (4 × 25.33), and 30 % of the fifth (0.3 × 24).
    await expect(canvasElement.querySelector('[data-part="fill"]')).toHaveAttribute(
      'width',
      '108.53',
    );
    await expect(canvas.getByText('4.3')).toBeVisible();
  },
};
export const DisplayZero: Story = { args: { value: 0 } };
export const DisplayFull: Story = { args: { value: 5, size: 'lg' } };
export const DisplaySmall: Story = { args: { value: 3.5, size: 'sm' } };
/** One star and the number, as a seller card shows it. */
export const Compact: Story = {
  args: { variant: 'compact', value: 4.8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/4\.8/)).toHaveTextContent('별점 4.8');
  },
};
export const CompactNoRating: Story = {
  args: { variant: 'compact', value: null, emptyText: '아직 리뷰가 없어요' },
};

/** The review form's star choice: arrows, Home/End and taps. */
export const Input: Story = {
  render: function Render() {
    const [value, setValue] = useState<number | null>(null);
    return (
      <div>
        <StarRatingInput value={value} onValueChange={setValue} />
        <p>선택한 별점: {value ?? '없음'}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '별점 선택' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1점',
      '2점',
      '3점',
      '4점',
      '5점',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1점' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1점' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3점' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '3점' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '5점' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5점' })).toBeChecked();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '2점' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('선택한 별점: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4점' }));
    await expect(canvas.getByText('선택한 별점: 4')).toBeVisible();
  },
};

export const InputError: Story = {
  render: function Render() {
    const [value, setValue] = useState<number | null>(null);
    const [error, setError] = useState<string | null>(null);
    const onSubmit = fn();
    return (
      <form
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (value == null) setError('별점을 선택해 주세요.');
          else onSubmit(value);
        }}
      >
        <StarRatingInput
          value={value}
          error={error}
          required
          onValueChange={(next) => {
            setValue(next);
            setError(null);
          }}
        />
        <Button type="submit">리뷰 등록</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    const group = canvas.getByRole('radiogroup', { name: '별점 선택' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('별점을 선택해 주세요.');
    await expect(group).toHaveAccessibleDescription('별점을 선택해 주세요.');
    await userEvent.click(canvas.getByRole('radio', { name: '5점' }));
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

export const InputDisabled: Story = {
  render: () => <StarRatingInput defaultValue={3} disabled />,
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <table style={{ borderSpacing: 8 }}>
        <tbody>
          {starRatingVariants.size.values.map((size) => (
            <tr key={size}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
                {size}
              </th>
              {[0, 2.5, 4.3, 5].map((value) => (
                <td key={value}>
                  <StarRatingDisplay value={value} size={size} showValue />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderSpacing: 8 }}>
        <tbody>
          {starRatingVariants.size.values.map((size) => (
            <tr key={size}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
                compact {size}
              </th>
              <td>
                <StarRatingDisplay variant="compact" value={4.3} size={size} />
              </td>
              <td>
                <StarRatingDisplay variant="compact" value={null} size={size} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {starRatingInputVariants.size.values.map((size) => (
        <StarRatingInput key={size} size={size} defaultValue={3} label={`별점 선택 (${size})`} />
      ))}
      <StarRatingInput label="별점 선택 (선택 없음)" />
      <StarRatingInput label="별점 선택 (오류)" error="별점을 선택해 주세요." />
      <StarRatingInput label="별점 선택 (비활성)" defaultValue={4} disabled />
    </div>
  ),
};
