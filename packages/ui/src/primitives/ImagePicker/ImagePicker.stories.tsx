import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker } from './ImagePicker';
import {
  cameraDeniedMessage,
  sampleImageRule,
  tooLargeImageMessage,
  unsupportedImageMessage,
} from './ImagePicker.fixtures';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#DBE7FD"/><circle cx="48" cy="38" r="18" fill="#1B64DA"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#1B64DA"/></svg>',
  );

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const meta = {
  title: 'Inputs/ImagePicker',
  component: ImagePicker,
  tags: ['autodocs'],
  args: { name: '김견적', src: photo, ...sampleImageRule, onSelect: fn(), onError: fn() },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const opened = fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '사진 변경' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    input.removeEventListener('click', opened);
    const file = new File(['photo'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('img', { name: '김견적님의 프로필 사진' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  },
};

export const Placeholder: Story = { args: { src: null } };

export const UnsupportedFormat: Story = {
  args: { src: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['gif'], 'me.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(args.onError).toHaveBeenCalledWith(unsupportedImageMessage);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      unsupportedImageMessage,
    );
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(args.onError).toHaveBeenCalledWith(tooLargeImageMessage);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '사진 변경' })).toBeDisabled();
  },
};

export const UploadFailed: Story = {
  args: { error: '사진을 올리지 못했어요. 다시 시도해 주세요.' },
};

export const WithCamera: Story = {
  args: { cameraLabel: '사진 찍기', checkCamera: fn(() => null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const camera = canvasElement.querySelector<HTMLInputElement>('[data-part="camera-input"]')!;
    const opened = fn((event: Event) => event.preventDefault());
    camera.addEventListener('click', opened);
    await userEvent.click(canvas.getByRole('button', { name: '사진 찍기' }));
    await expect(args.checkCamera).toHaveBeenCalledTimes(1);
    await expect(opened).toHaveBeenCalledTimes(1);
    camera.removeEventListener('click', opened);
  },
};

export const CameraDenied: Story = {
  args: { cameraLabel: '사진 찍기', checkCamera: () => cameraDeniedMessage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '사진 찍기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onError).toHaveBeenCalledWith(cameraDeniedMessage);
    await expect(canvas.getByRole('alert')).toHaveTextContent(cameraDeniedMessage);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <ImagePicker {...args} />
      <ImagePicker {...args} src={null} />
      <ImagePicker {...args} loading />
      <ImagePicker {...args} src={null} error={unsupportedImageMessage} />
      <ImagePicker {...args} cameraLabel="사진 찍기" />
      <ImagePicker {...args} src={null} cameraLabel="사진 찍기" error={cameraDeniedMessage} />
    </div>
  ),
};
