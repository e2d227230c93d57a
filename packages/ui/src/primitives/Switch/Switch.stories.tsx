import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: '이벤트 알림', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '이벤트 알림' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('이벤트 알림'));
    await expect(toggle).not.toBeChecked();
  },
};
export const On: Story = { args: { defaultChecked: true, label: '정보 알림' } };
export const WithDescription: Story = {
  args: {
    label: '견적 도착 알림',
    description: '판매점이 견적을 보내면 바로 알려 드려요.',
    defaultChecked: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      '판매점이 견적을 보내면 바로 알려 드려요.',
    );
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: '필수 서비스 알림' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const rows = [
  { key: 'info', label: '정보 알림', description: '견적 도착, 낙찰 등 거래 소식' },
  { key: 'event', label: '이벤트 알림', description: '할인과 사은품 이벤트 소식' },
  { key: 'all', label: '전체 상품 알림', description: '새로 등록된 상품의 최저가 견적 소식' },
  { key: 'night', label: '야간 알림 (21시~08시)' },
];

/** The 알림 설정 page. */
export const NotificationSettings: Story = {
  render: function Render() {
    const [state, setState] = useState<Record<string, boolean>>({ info: true, event: false });
    return (
      <section aria-labelledby="notification-settings-title">
        <h2 id="notification-settings-title" style={{ fontSize: 18, margin: 0 }}>
          알림 설정
        </h2>
        {rows.map((row) => (
          <Switch
            key={row.key}
            label={row.label}
            description={row.description}
            checked={state[row.key] ?? false}
            onCheckedChange={(checked) => setState((s) => ({ ...s, [row.key]: checked }))}
          />
        ))}
      </section>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = canvas.getByRole('switch', { name: '정보 알림' });
    const event = canvas.getByRole('switch', { name: '이벤트 알림' });
    await expect(info).toBeChecked();
    await expect(event).not.toBeChecked();
    await userEvent.click(info);
    await userEvent.tab();
    await expect(event).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(info).not.toBeChecked();
    await expect(event).toBeChecked();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ maxWidth: 343 }}>
      <Switch label="꺼짐" />
      <Switch label="켜짐" defaultChecked />
      <Switch label="설명 있음" description="설명 문구가 여기에 보여요." defaultChecked />
      <Switch label="비활성 꺼짐" disabled />
      <Switch label="비활성 켜짐" disabled defaultChecked />
      <Switch label="아주 긴 알림 이름도 줄바꿈되어 스위치와 겹치지 않아요 (전체 상품 알림)" />
    </div>
  ),
};
