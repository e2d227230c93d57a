import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoAccountList } from './DemoAccountList';

const accounts = [
  { key: 'admin@demo.kr', name: '관리자', detail: 'admin@demo.kr', fillLabel: '관리자로 채우기' },
  { key: 'viewer@demo.kr', name: '조회 전용', fillLabel: '조회 전용으로 채우기' },
];

describe('DemoAccountList', () => {
  it('lists the accounts in a named section and fills with the one pressed', async () => {
    const user = userEvent.setup();
    const onFill = vi.fn();
    render(<DemoAccountList accounts={accounts} onFill={onFill} />);
    const section = screen.getByRole('region', { name: '데모 계정' });
    expect(within(section).getByText('admin@demo.kr')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(section).getByRole('button', { name: '조회 전용으로 채우기' }));
    expect(onFill).toHaveBeenCalledExactlyOnceWith('viewer@demo.kr');
  });

  it('shows nothing without accounts', () => {
    const { container } = render(<DemoAccountList accounts={[]} onFill={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
