import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../AttachmentPreview';
import { MessageComposer } from './MessageComposer';

const field = () => screen.getByRole('textbox', { name: '메시지' });
const sendButton = () => screen.getByRole('button', { name: '보내기' });

describe('MessageComposer', () => {
  it('sends the trimmed text with the button, then clears the field', async () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    expect(sendButton()).toBeDisabled();

    await userEvent.type(field(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(field(), '이 색상 재고 있나요? ');
    expect(sendButton()).toBeEnabled();
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('이 색상 재고 있나요?');
    expect(field()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
  });

  it('sends on Enter and adds a line on Shift+Enter when Enter sends', async () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} enterKeySends />);
    await userEvent.type(field(), '첫 줄{Shift>}{Enter}{/Shift}둘째 줄');
    expect(field()).toHaveValue('첫 줄\n둘째 줄');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('첫 줄\n둘째 줄');
  });

  it('adds a line on Enter where Enter does not send (a phone keyboard)', async () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} enterKeySends={false} />);
    await userEvent.type(field(), '안녕하세요{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(field()).toHaveValue('안녕하세요\n');
  });

  it('never sends on the Enter that ends a Korean composition', () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} enterKeySends defaultValue="재고 있나요" />);
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field(), { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('재고 있나요');
  });

  it('blocks sending while the last message is on its way, not typing', async () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} sending enterKeySends defaultValue="네" />);
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(field(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(field(), '요');
    expect(field()).toHaveValue('네요');
  });

  it('shows why a message was refused as an alert tied to the field', () => {
    render(<MessageComposer onSend={() => {}} error="전화번호는 보낼 수 없어요." />);
    expect(screen.getByRole('alert')).toHaveTextContent('전화번호는 보낼 수 없어요.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('전화번호는 보낼 수 없어요.');
  });

  it('counts characters against maxLength', async () => {
    render(<MessageComposer onSend={() => {}} maxLength={10} />);
    await userEvent.type(field(), '안녕하세요 반가워요 고마워요');
    expect(field()).toHaveValue('안녕하세요 반가워요');
    expect(field()).toHaveAccessibleDescription('10자 중 10자 입력');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
  });

  it('works controlled: the app holds the text', async () => {
    const onSend = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <MessageComposer
          value={value}
          onValueChange={setValue}
          onSend={(text) => {
            onSend(text);
            setValue('');
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(field(), '개통은 언제 돼요?');
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('개통은 언제 돼요?');
    expect(field()).toHaveValue('');
  });

  it('opens an image chooser, shows the chosen photos and sends photos alone', async () => {
    const onSend = vi.fn();
    const onAttach = vi.fn();
    const onRemove = vi.fn();
    const { container, rerender } = render(
      <MessageComposer onSend={onSend} onAttach={onAttach} onRemoveAttachment={onRemove} />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: '사진 첨부' }));
    expect(click).toHaveBeenCalled();

    const photo = new File(['x'], 'phone.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(onAttach).toHaveBeenCalledWith([photo]);

    const uploading: Attachment[] = [{ id: 'p1', src: '/p1.png', state: 'uploading' }];
    const props = { onSend, onAttach, onRemoveAttachment: onRemove };
    rerender(<MessageComposer {...props} attachments={uploading} />);
    expect(screen.getByRole('list', { name: '첨부한 사진' })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    rerender(<MessageComposer {...props} attachments={[{ id: 'p1', src: '/p1.png' }]} />);
    expect(sendButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '사진 1 빼기' }));
    expect(onRemove).toHaveBeenCalledWith('p1');
    await userEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('');
  });

  it('offers no photo button without onAttach, and nothing works when disabled', () => {
    render(<MessageComposer onSend={() => {}} disabled defaultValue="네" />);
    expect(screen.queryByRole('button', { name: '사진 첨부' })).toBeNull();
    expect(field()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });
});
