import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../../link/LinkProvider';
import { LinkProvider } from '../../link/LinkProvider';
import { ConsentList } from './ConsentList';
import { sampleConsents } from './ConsentList.fixtures';

const hasRequiredConsents = (value: readonly string[]) =>
  sampleConsents.every((item) => !item.required || value.includes(item.id));

/** Stories stay on the page: the link only reports where it would go. */
function StoryLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
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

const meta = {
  title: 'Consent/ConsentList',
  component: ConsentList,
  tags: ['autodocs'],
  args: {
    items: sampleConsents,
    onValueChange: fn(),
    onBeforeNavigate: fn(),
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof ConsentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '전체 동의' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'PRIVACY',
      'THIRDPARTY',
      'UNIQUEID',
      'SERVICE',
      'MARKETING',
    ]);
    const toggle = canvas.getByRole('button', { name: '약관 펼치기' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '약관 접기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true, defaultValue: ['PRIVACY', 'SERVICE'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '전체 동의' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    canvas.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['PRIVACY', 'SERVICE', 'MARKETING']);
    await userEvent.click(canvas.getByRole('link', { name: /이용약관 동의\s*보기/ }));
    await expect(args.onBeforeNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'SERVICE' }),
      ['PRIVACY', 'SERVICE', 'MARKETING'],
    );
  },
};

export const AllAgreed: Story = {
  args: {
    defaultExpanded: true,
    defaultValue: ['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING'],
  },
};

export const WithError: Story = {
  args: { defaultExpanded: true, error: '필수 약관에 동의해 주세요.' },
};

function ControlledExample() {
  const [value, setValue] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ConsentList
        items={sampleConsents}
        value={value}
        onValueChange={setValue}
        error={touched && !hasRequiredConsents(value) ? '필수 약관에 동의해 주세요.' : null}
      />
      <button type="button" onClick={() => setTouched(true)}>
        인증번호 받기
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('필수 약관에 동의해 주세요.');
    await userEvent.click(canvas.getByText('전체 동의'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ConsentList items={sampleConsents} />
      <ConsentList items={sampleConsents} defaultExpanded defaultValue={['PRIVACY']} />
      <ConsentList
        items={sampleConsents}
        defaultExpanded
        defaultValue={['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING']}
      />
      <ConsentList items={sampleConsents} error="필수 약관에 동의해 주세요." />
    </div>
  ),
};
