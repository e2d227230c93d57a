import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider } from './Toast';
import { toastVariants, type ToastTone } from './Toast.variants';
import { useToast, type ToastOptions } from './useToast';

const samples: Record<ToastTone, ToastOptions & { button: string }> = {
  info: { button: '안내 알림 띄우기', title: '알림 설정을 저장했어요' },
  success: {
    button: '성공 알림 띄우기',
    title: '신고를 접수했어요',
    description: '검토 후 결과를 알려 드릴게요.',
  },
  error: {
    button: '오류 알림 띄우기',
    title: '회원 탈퇴 중 문제가 생겼어요',
    description: '잠시 후 다시 시도해 주세요.',
  },
};

function Triggers({ durationMs }: { durationMs?: number }) {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 220 }}>
      {toastVariants.tone.values.map((tone) => {
        const { button, ...options } = samples[tone];
        return (
          <Button
            key={tone}
            variant="outline"
            onClick={() => toast({ ...options, tone, durationMs })}
          >
            {button}
          </Button>
        );
      })}
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: null },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function raiseAndClose(tone: ToastTone): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const { button, title } = samples[tone];
    await userEvent.click(canvas.getByRole('button', { name: button }));
    const toast = await page.findByText(title);
    await expect(toast.closest('[data-qm="toast"]')).toHaveAttribute('data-tone', tone);
    await userEvent.click(toast);
    await waitFor(() => expect(page.queryByText(title)).toBeNull(), { timeout: 3000 });
  };
}

export const Info: Story = { play: raiseAndClose('info') };
export const Success: Story = { play: raiseAndClose('success') };
export const ErrorTone: Story = { name: 'Error', play: raiseAndClose('error') };

/** The close button is reachable and named; Enter closes from the keyboard. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: samples.success.button }),
    );
    await page.findByText(samples.success.title);
    page.getByRole('button', { name: '닫기' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByText(samples.success.title)).toBeNull(), {
      timeout: 3000,
    });
  },
};

/** Swiping a toast to the right dismisses it. */
export const SwipeToDismiss: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: samples.info.button }));
    const title = await page.findByText(samples.info.title);
    const toast = title.closest<HTMLElement>('[data-qm="toast"]')!;
    const box = toast.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 24;
    const pointer = (type: string, clientX: number) =>
      toast.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          button: 0,
          clientX,
          clientY: y,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
        }),
      );
    pointer('pointerdown', x);
    pointer('pointermove', x + 20);
    pointer('pointermove', x + 120);
    // Radix follows the finger to the right…
    await expect(toast).toHaveAttribute('data-swipe', 'move');
    // …and past the threshold, letting go dismisses the toast.
    pointer('pointerup', x + 120);
    await waitFor(() => expect(page.queryByText(samples.info.title)).toBeNull(), { timeout: 3000 });
  },
};

/** Disappears by itself after the duration (shortened here). */
export const AutoDismiss: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers durationMs={500} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: samples.info.button }));
    await page.findByText(samples.info.title);
    await waitFor(() => expect(page.queryByText(samples.info.title)).toBeNull(), {
      timeout: 3000,
    });
  },
};

function ShowAll() {
  const { toast } = useToast();
  useEffect(() => {
    for (const tone of toastVariants.tone.values) {
      const { title, description } = samples[tone];
      toast({ title, description, tone, durationMs: Infinity });
    }
  }, [toast]);
  return null;
}

/** Every tone at once, staying open: the visual baseline. */
export const AllVariants: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowAll />
    </ToastProvider>
  ),
  play: async () => {
    const page = within(document.body);
    for (const tone of toastVariants.tone.values) {
      await expect(await page.findByText(samples[tone].title)).toBeInTheDocument();
    }
  },
};
