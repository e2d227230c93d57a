import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './ImagePicker';
import {
  cameraDeniedMessage,
  sampleImageRule,
  tooLargeImageMessage,
  unsupportedImageMessage,
} from './ImagePicker.fixtures';

function fileOf(name: string, type: string, size = 1024) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function input(container: HTMLElement) {
  return container.querySelector<HTMLInputElement>('input[type="file"]')!;
}

describe('ImagePicker', () => {
  let counter = 0;
  const createObjectURL = vi.fn(() => `blob:preview-${++counter}`);
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('shows the current photo, or the initial of the name without one', () => {
    const { rerender, container } = render(
      <ImagePicker {...sampleImageRule} src="/me.png" name="김견적" onSelect={() => {}} />,
    );
    expect(screen.getByRole('img', { name: '김견적님의 프로필 사진' })).toHaveAttribute(
      'src',
      '/me.png',
    );
    rerender(<ImagePicker {...sampleImageRule} src={null} name="김견적" onSelect={() => {}} />);
    expect(container.querySelector('[data-part="placeholder"]')).toHaveTextContent('김');
  });

  it("opens the file chooser from '사진 변경', limited to JPEG and PNG", async () => {
    const user = userEvent.setup();
    const { container } = render(<ImagePicker {...sampleImageRule} onSelect={() => {}} />);
    const click = vi.spyOn(input(container), 'click');
    await user.click(screen.getByRole('button', { name: '사진 변경' }));
    expect(click).toHaveBeenCalled();
    expect(input(container)).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('previews and reports a valid file, revoking the old preview on change and unmount', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container, unmount } = render(
      <ImagePicker {...sampleImageRule} name="김견적" onSelect={onSelect} />,
    );
    const first = fileOf('me.jpg', 'image/jpeg');
    await user.upload(input(container), first);
    expect(onSelect).toHaveBeenCalledWith(first);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview-1');
    await user.upload(input(container), fileOf('me2.png', 'image/png'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview-2');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('rejects an unsupported format with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    const onError = vi.fn();
    const { container } = render(
      <ImagePicker {...sampleImageRule} onSelect={onSelect} onError={onError} />,
    );
    await user.upload(input(container), fileOf('me.gif', 'image/gif'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(unsupportedImageMessage);
    expect(screen.getByRole('alert')).toHaveTextContent(unsupportedImageMessage);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('rejects a file over 5 MB, and clears the message after a good file', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const { container } = render(
      <ImagePicker {...sampleImageRule} onSelect={() => {}} onError={onError} />,
    );
    await user.upload(input(container), fileOf('big.png', 'image/png', 6 * 1024 * 1024));
    expect(onError).toHaveBeenCalledWith(tooLargeImageMessage);
    expect(screen.getByRole('button', { name: '사진 변경' })).toHaveAccessibleDescription(
      tooLargeImageMessage,
    );
    await user.upload(input(container), fileOf('ok.png', 'image/png'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes any file when the app gives no rule', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(<ImagePicker onSelect={onSelect} />);
    expect(input(container)).not.toHaveAttribute('accept');
    const file = fileOf('scan.gif', 'image/gif', 9 * 1024 * 1024);
    await user.upload(input(container), file);
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('blocks changes while loading and announces it', async () => {
    const user = userEvent.setup();
    render(<ImagePicker {...sampleImageRule} src="/me.png" onSelect={() => {}} loading />);
    expect(screen.getByRole('button', { name: '사진 변경' })).toBeDisabled();
    expect(screen.getByRole('status', { name: '사진을 올리는 중' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '사진 변경' }));
  });
  it('shows the saved photo once the new src arrives, and the old one when the upload fails', async () => {
    const user = userEvent.setup();
    const props = { ...sampleImageRule, name: '김견적', onSelect: () => {} };
    const { container, rerender } = render(<ImagePicker {...props} src="/old.png" />);
    await user.upload(input(container), fileOf('me.png', 'image/png'));
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    rerender(<ImagePicker {...props} src="/new.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/new.png');

    await user.upload(input(container), fileOf('again.png', 'image/png'));
    expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    rerender(<ImagePicker {...props} src="/new.png" error="사진을 올리지 못했어요." />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/new.png');
    expect(screen.getByRole('alert')).toHaveTextContent('사진을 올리지 못했어요.');
  });

  it('offers the camera only with a label, opening a capture chooser after the check', async () => {
    const user = userEvent.setup();
    const checkCamera = vi.fn(async () => null);
    const { container, rerender } = render(
      <ImagePicker {...sampleImageRule} onSelect={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: '사진 찍기' })).toBeNull();
    rerender(
      <ImagePicker
        {...sampleImageRule}
        onSelect={() => {}}
        cameraLabel="사진 찍기"
        checkCamera={checkCamera}
      />,
    );
    const camera = container.querySelector<HTMLInputElement>('[data-part="camera-input"]')!;
    expect(camera).toHaveAttribute('capture', 'user');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png');
    const click = vi.spyOn(camera, 'click');
    await user.click(screen.getByRole('button', { name: '사진 찍기' }));
    expect(checkCamera).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says why when the camera may not be used, and does not open it', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const { container } = render(
      <ImagePicker
        {...sampleImageRule}
        onSelect={() => {}}
        onError={onError}
        cameraLabel="사진 찍기"
        checkCamera={() => cameraDeniedMessage}
      />,
    );
    const click = vi.spyOn(
      container.querySelector<HTMLInputElement>('[data-part="camera-input"]')!,
      'click',
    );
    await user.click(screen.getByRole('button', { name: '사진 찍기' }));
    expect(click).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(cameraDeniedMessage);
    expect(screen.getByRole('alert')).toHaveTextContent(cameraDeniedMessage);
  });

  it('checks a photo taken with the camera by the same rule', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSelect = vi.fn();
    const { container } = render(
      <ImagePicker {...sampleImageRule} onSelect={onSelect} cameraLabel="사진 찍기" />,
    );
    const camera = container.querySelector<HTMLInputElement>('[data-part="camera-input"]')!;
    await user.upload(camera, fileOf('shot.heic', 'image/heic'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(unsupportedImageMessage);
    const shot = fileOf('shot.jpg', 'image/jpeg');
    await user.upload(camera, shot);
    expect(onSelect).toHaveBeenCalledWith(shot);
  });
});
