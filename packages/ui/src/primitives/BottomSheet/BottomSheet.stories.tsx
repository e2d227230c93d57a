import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { BottomSheet, BottomSheetClose } from './BottomSheet';

const carriers = ['SKT', 'KT', 'LG U+', '알뜰폰'];

const carrierList = (
  <div style={{ display: 'grid', gap: 8 }}>
    {carriers.map((carrier) => (
      <BottomSheetClose key={carrier} asChild>
        <Button variant="outline" fullWidth>
          {carrier}
        </Button>
      </BottomSheetClose>
    ))}
  </div>
);

const meta = {
  title: 'Feedback/BottomSheet',
  component: BottomSheet,
  tags: ['autodocs'],
  args: {
    title: '통신사를 선택해 주세요',
    trigger: <Button>통신사 선택</Button>,
    children: carrierList,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '통신사 선택' });
    await userEvent.click(trigger);
    const sheet = await body().findByRole('dialog', { name: '통신사를 선택해 주세요' });
    await expect(sheet).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithFooter: Story = {
  args: {
    title: '관리 방식',
    description: '정수기 관리 방식을 골라 주세요.',
    children: <p>방문 관리는 전문 기사가 정기적으로 방문해요.</p>,
    footer: (
      <BottomSheetClose asChild>
        <Button size="lg" fullWidth>
          선택 완료
        </Button>
      </BottomSheetClose>
    ),
  },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: '통신사 선택' }).focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body().findByRole('dialog', { name: '관리 방식' });
    await expect(sheet).toHaveAccessibleDescription('정수기 관리 방식을 골라 주세요.');
    await userEvent.click(within(sheet).getByRole('button', { name: '선택 완료' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true, title: '통신사 목록' },
  play: async () => {
    const sheet = await body().findByRole('dialog', { name: '통신사 목록' });
    await expect(within(sheet).getByRole('heading', { name: '통신사 목록' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: '판매점 선택',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        {Array.from({ length: 20 }, (_, index) => (
          <BottomSheetClose key={index} asChild>
            <Button variant="outline" fullWidth>
              제휴 매장 {index + 1}호점
            </Button>
          </BottomSheetClose>
        ))}
      </div>
    ),
  },
  play: async () => {
    const sheet = await body().findByRole('dialog', { name: '판매점 선택' });
    const scroller = sheet.querySelector('[data-part="body"]')!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // The sheet stays within 85% of the viewport.
    await expect(sheet.getBoundingClientRect().height).toBeLessThanOrEqual(
      window.innerHeight * 0.85 + 1,
    );
  },
};

export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: '약관 동의',
    children: <p>견적을 요청하려면 필수 약관에 동의해 주세요.</p>,
    footer: (
      <BottomSheetClose asChild>
        <Button size="lg" fullWidth>
          동의하기
        </Button>
      </BottomSheetClose>
    ),
  },
  play: async () => {
    await body().findByRole('dialog', { name: '약관 동의' });
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: '약관 동의' })).toBeVisible();
  },
};

/** A transformed frame holds each non-modal sheet at its own bottom edge. */
function Frame({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      style={{ position: 'relative', height: 300, transform: 'translateZ(0)' }}
    >
      {container && children(container)}
    </div>
  );
}

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Frame>
        {(container) => (
          <BottomSheet
            modal={false}
            defaultOpen
            container={container}
            title="통신사를 선택해 주세요"
          >
            {carrierList}
          </BottomSheet>
        )}
      </Frame>
      <Frame>
        {(container) => (
          <BottomSheet
            modal={false}
            defaultOpen
            container={container}
            title="관리 방식"
            description="정수기 관리 방식을 골라 주세요."
            footer={
              <Button size="lg" fullWidth>
                선택 완료
              </Button>
            }
          >
            <p>방문 관리는 전문 기사가 정기적으로 방문해요.</p>
          </BottomSheet>
        )}
      </Frame>
      <Frame>
        {(container) => (
          <BottomSheet
            modal={false}
            defaultOpen
            container={container}
            title="통신사 목록"
            hideTitle
          >
            {carrierList}
          </BottomSheet>
        )}
      </Frame>
    </div>
  ),
};
