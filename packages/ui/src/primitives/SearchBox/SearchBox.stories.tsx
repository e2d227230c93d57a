import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, minSuggestionLength } from './SearchBox';

const models = [
  '갤럭시 S25 울트라',
  '갤럭시 S25',
  '갤럭시 Z 플립6',
  '갤럭시 Z 폴드6',
  '갤럭시 A35',
  '아이폰 16 Pro',
  '아이폰 16',
  '아이폰 15',
];

/** Filters like the server would, from the second character (spec 5). */
function suggestFor(text: string) {
  const query = text.trim().toLocaleLowerCase('ko-KR');
  if (query.length < minSuggestionLength) return [];
  return models.filter((model) => model.toLocaleLowerCase('ko-KR').includes(query)).slice(0, 10);
}

const meta = {
  title: 'Inputs/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: {
    label: '휴대폰 검색',
    placeholder: '찾으시는 휴대폰 모델을 검색해 보세요',
    onSearch: fn(),
    onSuggestionSelect: fn(),
    onValueChange: fn(),
  },
  argTypes: { suggestions: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without suggestions it is a plain search field: the button submits the trimmed text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: '휴대폰 검색' });
    await userEvent.type(input, '  아이폰 16  ');
    await userEvent.click(canvas.getByRole('button', { name: '검색' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('아이폰 16');
    await userEvent.click(canvas.getByRole('button', { name: '검색어 지우기' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
    await userEvent.type(input, '갤럭시{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('갤럭시');
  },
};

/** Suggestions follow the text; arrows move, Enter picks, Escape closes. */
export const WithSuggestions: Story = {
  render: function Render(args) {
    const [text, setText] = useState('');
    return (
      <SearchBox
        {...args}
        value={text}
        onValueChange={(next) => {
          setText(next);
          args.onValueChange?.(next);
        }}
        suggestions={suggestFor(text)}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '휴대폰 검색' });
    await userEvent.type(input, '갤');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();

    await userEvent.type(input, '럭시 Z');
    const listbox = canvas.getByRole('listbox', { name: '추천 검색어' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(2);

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith('갤럭시 Z 폴드6');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveValue('갤럭시 Z 폴드6');
    await expect(canvas.queryByRole('listbox')).toBeNull();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('갤럭시 Z 폴드6');
  },
};

export const PickWithPointer: Story = {
  ...WithSuggestions,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: '휴대폰 검색' }), '아이폰');
    await userEvent.click(canvas.getByRole('option', { name: '아이폰 15' }));
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith('아이폰 15');
  },
};

/** The matching part of each suggestion is highlighted. */
export const OpenWithHighlight: Story = {
  args: {
    defaultValue: '갤럭시 S',
    suggestions: ['갤럭시 S25 울트라', '갤럭시 S25', '갤럭시 S24 FE'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks).toHaveLength(3);
    await expect(marks[0]).toHaveTextContent('갤럭시 S');
  },
};

export const Filled: Story = { args: { defaultValue: '아이폰 16 Pro' } };
export const Disabled: Story = { args: { defaultValue: '정수기', disabled: true } };
export const LongKoreanPlaceholder: Story = {
  args: {
    label: '생활가전 검색',
    placeholder: '찾으시는 생활가전 모델명이나 브랜드를 검색해 보세요 (예: 비스포크 냉장고)',
  },
};

export const AllVariants: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 343 }}>
      <SearchBox label="빈 검색창" placeholder="찾으시는 휴대폰 모델을 검색해 보세요" />
      <SearchBox label="입력된 검색창" defaultValue="아이폰 16" />
      <SearchBox label="비활성 검색창" defaultValue="정수기" disabled />
      <div style={{ minHeight: 220 }}>
        <SearchBox
          label="추천 검색어가 열린 검색창"
          defaultValue="갤럭시"
          suggestions={['갤럭시 S25 울트라', '갤럭시 Z 플립6', '갤럭시 A35']}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: '추천 검색어가 열린 검색창' }).focus();
    await expect(await canvas.findByRole('listbox')).toBeVisible();
  },
};
