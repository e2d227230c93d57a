import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messagePhotoForm,
  sendBuyerMessagePhoto,
  sendDealerMessagePhoto,
  type EndpointBody,
  type MessageSender,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { addSentMessage } from './conversationCache';

export interface MessagePhotoUpload {
  /** A JPEG or PNG of at most 5 MB (`validateProfileImage` says why another is refused). */
  file: Blob;
  /** Words sent with the photo; empty for the photo alone. */
  body?: string;
}

const endpoints = { buyer: sendBuyerMessagePhoto, dealer: sendDealerMessagePhoto } as const;

/**
 * Sends a photo (with words, when given) in the conversation about quote `estimationId`, from the
 * buyer's app or the dealer's console (`side`): the composer's attachment. Once the server has
 * taken it, it joins the conversation at once, at its stored size. A refusal (too
 * big, not a JPEG or PNG, a phone number in the words) rejects with the server's Korean sentence
 * as the `ApiError`'s message.
 */
export function useSendMessagePhoto(side: MessageSender, estimationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, body }: MessagePhotoUpload) => {
      const form = new FormData();
      if (body?.trim()) form.append(messagePhotoForm.body, body);
      form.append(messagePhotoForm.photo, file);
      const endpoint = endpoints[side];
      // The contract leaves a multipart body undescribed (an empty object), so the form stands in for it.
      return client.call(endpoint, {
        params: { id: estimationId },
        body: form as unknown as EndpointBody<typeof endpoint>,
      });
    },
    onSuccess: (sent) => addSentMessage(queryClient, side, estimationId, sent),
  });
}
