import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { ConsentList } from './ConsentList';
import { sampleConsents } from './ConsentList.fixtures';

function Controlled(props: { onValueChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ConsentList
      items={sampleConsents}
      defaultExpanded
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

describe('ConsentList', () => {
  it("checks and unchecks every consent from '전체 동의'", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const all = screen.getByRole('checkbox', { name: '전체 동의' });
    await user.click(all);
    expect(onValueChange).toHaveBeenLastCalledWith(sampleConsents.map((item) => item.id));
    expect(screen.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ })).toBeChecked();
    await user.click(all);
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ })).not.toBeChecked();
  });

  it("shows '전체 동의' as mixed when some are ticked, and checked when all are", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: '(필수)서비스 이용약관 동의' }));
    const all = screen.getByRole('checkbox', { name: '전체 동의' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    for (const item of sampleConsents.filter((entry) => entry.id !== 'SERVICE')) {
      await user.click(screen.getByRole('checkbox', { name: new RegExp(item.label) }));
    }
    expect(all).toBeChecked();
  });

  it('toggles an item with the Space key and keeps the items in order', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ConsentList
        items={sampleConsents}
        defaultExpanded
        defaultValue={['SERVICE']}
        onValueChange={onValueChange}
      />,
    );
    screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).focus();
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['PRIVACY', 'SERVICE']);
  });

  it('marks required and optional items', () => {
    render(<ConsentList items={sampleConsents} defaultExpanded />);
    expect(screen.getByRole('checkbox', { name: '(필수)고유식별정보 처리 동의' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(
      screen.getByRole('checkbox', { name: '(선택)마케팅 정보 수신 동의' }),
    ).not.toHaveAttribute('aria-required');
  });

  it('expands and collapses the item list', async () => {
    const user = userEvent.setup();
    render(<ConsentList items={sampleConsents} />);
    const toggle = screen.getByRole('button', { name: '약관 펼치기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /서비스 이용약관/ })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '약관 접기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: /서비스 이용약관/ })).toBeVisible();
  });

  it("lets the app save state before a '보기' link navigates, through the app's link", async () => {
    const user = userEvent.setup();
    const onBeforeNavigate = vi.fn();
    function RouterLink({ href, children, onClick, ...rest }: LinkComponentProps) {
      return (
        <a
          data-router-link
          href={href}
          {...rest}
          onClick={(event) => {
            onClick?.(event);
            event.preventDefault();
          }}
        >
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <ConsentList
          items={sampleConsents}
          defaultExpanded
          defaultValue={['PRIVACY']}
          onBeforeNavigate={onBeforeNavigate}
        />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: /^개인정보 제3자 제공 동의\s*보기$/ });
    expect(link).toHaveAttribute('href', '/terms/third-party-consent');
    expect(link).toHaveAttribute('data-router-link');
    await user.click(link);
    expect(onBeforeNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'THIRDPARTY' }), [
      'PRIVACY',
    ]);
  });

  it('shows the error and ties it to the all-agree checkbox', () => {
    render(<ConsentList items={sampleConsents} error="필수 약관에 동의해 주세요." />);
    expect(screen.getByRole('alert')).toHaveTextContent('필수 약관에 동의해 주세요.');
    expect(screen.getByRole('checkbox', { name: '전체 동의' })).toHaveAccessibleDescription(
      '필수 약관에 동의해 주세요.',
    );
  });
});
