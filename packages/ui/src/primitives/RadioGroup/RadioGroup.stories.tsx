import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { RadioGroup, type RadioOption } from './RadioGroup';
import { radioGroupVariants } from './RadioGroup.variants';

const contractMonths: RadioOption[] = [0, 12, 18, 24, 30, 36, 48].map((months) => ({
  value: String(months),
  label: months === 0 ? '일시불' : `${months}개월`,
}));

const sortOptions: RadioOption[] = [
  { value: 'created_at', label: '최신순' },
  { value: 'view_count', label: '조회순' },
  { value: 'mostQuoted', label: '인기순' },
];

/** An arrow key moves to the next radio and checks it, as the browser's own radios do. */
const press = (key: string) => userEvent.keyboard(`{${key}}`);

const meta = {
  title: 'Choice/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: '할부 개월',
    options: contractMonths,
    defaultValue: '36',
    variant: 'chip',
    orientation: 'horizontal',
    onValueChange: fn(),
  },
  argTypes: { ...variantArgTypes(radioGroupVariants), options: { control: false } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Installment months as chips, 36 months chosen by default. */
export const ContractMonthsChips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '할부 개월' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(7);
    const selected = canvas.getByRole('radio', { name: '36개월' });
    await expect(selected).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '일시불' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0');
    await press('ArrowRight');
    await expect(canvas.getByRole('radio', { name: '12개월' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '12개월' })).toHaveFocus();
    await press('ArrowLeft');
    await press('ArrowLeft');
    await expect(canvas.getByRole('radio', { name: '48개월' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('48');
  },
};

/** The sort modal's three options as rows; the label text selects too. */
export const SortList: Story = {
  args: {
    label: '정렬',
    options: sortOptions,
    defaultValue: 'created_at',
    variant: 'list',
    orientation: 'vertical',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('인기순'));
    await expect(canvas.getByRole('radio', { name: '인기순' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mostQuoted');
    canvas.getByRole('radio', { name: '인기순' }).focus();
    await press('ArrowUp');
    await expect(canvas.getByRole('radio', { name: '조회순' })).toBeChecked();
    await press('ArrowDown');
    await press('ArrowDown');
    await expect(canvas.getByRole('radio', { name: '최신순' })).toBeChecked();
  },
};

export const ListWithDescriptions: Story = {
  args: {
    label: '관리 방식',
    variant: 'list',
    orientation: 'vertical',
    defaultValue: 'visit',
    options: [
      { value: 'visit', label: '방문 관리', description: '전문 엔지니어가 정기적으로 방문해요.' },
      { value: 'self', label: '자가 관리', description: '필터를 배송받아 직접 교체해요.' },
      {
        value: 'none',
        label: '관리 없음',
        description: '이 상품은 선택할 수 없어요.',
        disabled: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '방문 관리' })).toHaveAccessibleDescription(
      '전문 엔지니어가 정기적으로 방문해요.',
    );
    await expect(canvas.getByRole('radio', { name: '관리 없음' })).toBeDisabled();
  },
};

export const HorizontalList: Story = {
  args: {
    label: '가입 유형',
    variant: 'list',
    orientation: 'horizontal',
    defaultValue: 'change',
    options: [
      { value: 'change', label: '기기변경' },
      { value: 'port', label: '번호이동' },
      { value: 'new', label: '신규가입' },
    ],
  },
};

export const HiddenLabel: Story = {
  args: { label: '정렬', hideLabel: true, options: sortOptions, defaultValue: 'view_count' },
};

export const Disabled: Story = { args: { disabled: true } };

/**
 * A term shown, not chosen (a quote's contract period): the dealer's months checked, the others
 * disabled for comparison. Its owner sets `value` and nothing changes it.
 */
export const ReadOnlyTerm: Story = {
  args: {
    label: '약정 기간',
    hideLabel: true,
    value: '24',
    defaultValue: undefined,
    options: contractMonths.map((option) => ({ ...option, disabled: option.value !== '24' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByRole('radio', { name: '24개월' });
    await expect(term).toBeChecked();
    await userEvent.click(canvas.getByText('36개월'));
    await expect(term).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '36개월' })).toBeDisabled();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 343 }}>
      {radioGroupVariants.variant.values.flatMap((variant) =>
        radioGroupVariants.orientation.values.map((orientation) => (
          <RadioGroup
            key={`${variant}-${orientation}`}
            label={`${variant} / ${orientation}`}
            variant={variant}
            orientation={orientation}
            options={[...sortOptions, { value: 'disabled', label: '비활성', disabled: true }]}
            defaultValue="view_count"
          />
        )),
      )}
      <RadioGroup label="전체 비활성" options={sortOptions} defaultValue="created_at" disabled />
      <RadioGroup
        label="선택 없음"
        variant="chip"
        orientation="horizontal"
        options={contractMonths}
      />
    </div>
  ),
};
