import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox, minSuggestionLength } from './SearchBox';

const all = ['갤럭시 S25', '갤럭시 Z 플립6', '아이폰 16'];

function Harness(props: {
  onSearch?: (q: string) => void;
  onSuggestionSelect?: (s: string) => void;
}) {
  const [text, setText] = useState('');
  return (
    <SearchBox
      label="휴대폰 검색"
      value={text}
      onValueChange={setText}
      suggestions={all.filter((s) => s.includes(text.trim()))}
      {...props}
    />
  );
}

describe('SearchBox', () => {
  it('exports the suggestion threshold of the spec', () => {
    expect(minSuggestionLength).toBe(2);
  });

  it('is a plain searchbox without suggestions and submits the trimmed text', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <SearchBox
        label="휴대폰 검색"
        onSearch={onSearch}
        placeholder="찾으시는 휴대폰 모델을 검색해 보세요"
      />,
    );
    const input = screen.getByRole('searchbox', { name: '휴대폰 검색' });
    expect(input).toHaveAttribute('placeholder', '찾으시는 휴대폰 모델을 검색해 보세요');
    await user.type(input, '  아이폰  ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith('아이폰');
  });

  it('clears the text and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SearchBox label="검색" defaultValue="정수기" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: '검색어 지우기' }));
    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).not.toBeInTheDocument();
  });

  it('opens suggestions only from two characters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: '휴대폰 검색' });
    await user.type(input, '갤');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, '럭');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.clear(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps suggestions closed for a value given back on mount until the user focuses the box', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SearchBox
        label="휴대폰 검색"
        value="갤럭시"
        suggestions={['갤럭시 S25', '갤럭시 Z 플립6']}
      />,
    );
    const input = screen.getByRole('combobox', { name: '휴대폰 검색' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // Suggestions that arrive later (a query answering) do not open it either.
    rerender(
      <SearchBox
        label="휴대폰 검색"
        value="갤럭시"
        suggestions={['갤럭시 S25', '갤럭시 Z 플립6', '갤럭시 A35']}
      />,
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrows, picks with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const onSuggestionSelect = vi.fn();
    const onSearch = vi.fn();
    render(<Harness onSuggestionSelect={onSuggestionSelect} onSearch={onSearch} />);
    const input = screen.getByRole('combobox');
    await user.type(input, '갤럭시');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSuggestionSelect).toHaveBeenCalledWith('갤럭시 S25');
    expect(onSearch).not.toHaveBeenCalled();
    expect(input).toHaveValue('갤럭시 S25');
  });

  it('picks a suggestion with a tap and highlights the match', async () => {
    const user = userEvent.setup();
    const onSuggestionSelect = vi.fn();
    render(<Harness onSuggestionSelect={onSuggestionSelect} />);
    await user.type(screen.getByRole('combobox'), '플립');
    const option = screen.getByRole('option', { name: '갤럭시 Z 플립6' });
    expect(option.querySelector('mark')).toHaveTextContent('플립');
    await user.click(option);
    expect(onSuggestionSelect).toHaveBeenCalledWith('갤럭시 Z 플립6');
  });

  it('does not treat Enter during Korean composition as a choice or a search', () => {
    const onSearch = vi.fn();
    render(
      <SearchBox label="검색" defaultValue="갤럭" suggestions={['갤럭시']} onSearch={onSearch} />,
    );
    const input = screen.getByRole('combobox');
    input.focus();
    const event = new KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
      isComposing: true,
    });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
