import { useState } from 'react';
import { profileImageAccept, type MessageSender } from '@quotemarket/contract';
import { ApiError } from '../../api/ApiError';
import { useImageFile } from '../../photo/useImageFile';
import { useSendMessage } from './useSendMessage';
import { useSendMessagePhoto } from './useSendMessagePhoto';

/** The chosen photo as the composer previews it: dimmed while it goes. */
export interface ComposerAttachment {
  id: string;
  src: string;
  state: 'ready' | 'uploading';
}

/**
 * What one side writes in the conversation about quote `estimationId` (`side` is fixed for the
 * screen): the text, one photo (a message carries at most one), sending either, and why the last
 * try was refused. A refused message keeps its text and photo to be corrected; a sent one clears
 * both. The result spreads onto the kit's `MessageComposer`.
 */
export function useMessageComposer(side: MessageSender, estimationId: number) {
  const sendText = useSendMessage(side, estimationId);
  const sendPhoto = useSendMessagePhoto(side, estimationId);
  const photo = useImageFile();
  const [text, setText] = useState('');
  const sending = sendText.isPending || sendPhoto.isPending;
  const refusal = sendPhoto.error ?? sendText.error;

  const forgetRefusal = () => {
    sendText.reset();
    sendPhoto.reset();
  };

  const attachments: ComposerAttachment[] = photo.previewUrl
    ? [{ id: photo.previewUrl, src: photo.previewUrl, state: sending ? 'uploading' : 'ready' }]
    : [];

  return {
    value: text,
    onValueChange: (next: string) => {
      setText(next);
      if (refusal) forgetRefusal();
    },
    onSend: (body: string) => {
      const sent = () => {
        setText('');
        photo.clear();
      };
      if (photo.file) sendPhoto.mutate({ file: photo.file, body }, { onSuccess: sent });
      else sendText.mutate(body, { onSuccess: sent });
    },
    sending,
    /** The picked file's refusal (not a JPG or PNG, over 5 MB), else the server's reason. */
    error: photo.error ?? (refusal ? ApiError.from(refusal).message : null),
    accept: profileImageAccept,
    multiple: false,
    attachments,
    /** A newly picked photo replaces the one chosen before: a message carries one. */
    onAttach: (files: readonly File[]) => {
      const [file] = files;
      if (!file) return;
      forgetRefusal();
      photo.select(file);
    },
    onRemoveAttachment: () => {
      forgetRefusal();
      photo.clear();
    },
  };
}
