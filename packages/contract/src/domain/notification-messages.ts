/**
 * What each push notification says and where tapping it leads, in the glossary's words (해요체). The
 * API builds every notification with these; the service worker and the app wrappers show the title
 * and the body as they are and open the path.
 */
import { inAppPaths } from './in-app-paths';
import { withSubject } from './korean-particles';

/** A notification's words and target: the push payload (`PushPayload` of the contract). */
export interface NotificationMessage {
  title: string;
  body: string;
  /** An in-app path (`inAppPaths`). */
  path: string;
  /** Notifications with the same tag replace each other on the device: one per request or review. */
  tag: string;
}

/** Names are cut to this many characters, so a body stays one or two lines on a lock screen. */
const nameLength = 40;

function shortName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > nameLength ? `${trimmed.slice(0, nameLength - 1)}…` : trimmed;
}

const requestTag = (quotationId: number) => `quotation-${quotationId}`;

export const notificationMessages = {
  /** A dealer sent a quote on the buyer's request. */
  newBid(input: {
    quotationId: number;
    productId: number;
    productName: string;
    storeName: string;
  }): NotificationMessage {
    return {
      title: '새 견적이 도착했어요',
      body: `${shortName(input.productName)}에 ${withSubject(shortName(input.storeName))} 견적을 보냈어요.`,
      path: inAppPaths.quotationInProgress(input.quotationId, input.productId),
      tag: requestTag(input.quotationId),
    };
  },

  /** The request's 48-hour window closes within the hour, and none of its quotes is chosen yet. */
  windowClosing(input: {
    quotationId: number;
    productId: number;
    productName: string;
    quoteCount: number;
  }): NotificationMessage {
    return {
      title: '견적 마감까지 1시간도 안 남았어요',
      body: `${shortName(input.productName)} 견적 ${input.quoteCount}개가 기다리고 있어요. 마감 전에 골라 보세요.`,
      path: inAppPaths.quotationInProgress(input.quotationId, input.productId),
      tag: requestTag(input.quotationId),
    };
  },

  /**
   * A store that quoted on the buyer's request sent a message (issue 43): its words, or that it
   * sent a photo. Tagged by its conversation, so a run of messages shows as the latest one.
   */
  newMessage(input: {
    quotationId: number;
    productId: number;
    estimationId: number;
    storeName: string;
    body: string;
  }): NotificationMessage {
    const words = input.body.trim();
    return {
      title: `${shortName(input.storeName)}의 메시지`,
      body: words ? shortName(words.replace(/\s+/g, ' ')) : '사진을 보냈어요.',
      path: inAppPaths.quotationInProgress(input.quotationId, input.productId),
      tag: `conversation-${input.estimationId}`,
    };
  },

  /** The store answered the buyer's review; its page shows the review with the reply. */
  reviewReply(input: {
    ratingId: number;
    sellerId: number;
    storeName: string;
    productName: string | null;
  }): NotificationMessage {
    const subject = withSubject(shortName(input.storeName));
    return {
      title: '리뷰에 답글이 달렸어요',
      body: input.productName
        ? `${subject} ${shortName(input.productName)} 리뷰에 답글을 남겼어요.`
        : `${subject} 리뷰에 답글을 남겼어요.`,
      path: inAppPaths.store(input.sellerId),
      tag: `review-${input.ratingId}`,
    };
  },

  /** The store of a quote on the buyer's request was suspended: the quote was withdrawn for it. */
  bidWithdrawnByStore(input: {
    quotationId: number;
    productId: number;
    productName: string;
    storeName: string;
  }): NotificationMessage {
    return {
      title: '판매점 사정으로 견적이 철회됐어요',
      body: `${shortName(input.productName)}에 받은 ${shortName(input.storeName)} 견적이 판매점 사정으로 철회됐어요. 다른 견적을 살펴보세요.`,
      path: inAppPaths.quotationInProgress(input.quotationId, input.productId),
      tag: requestTag(input.quotationId),
    };
  },

  /** The operators finished with the buyer's report; 신고 내역 shows the outcome. */
  reportOutcome(input: { reportId: number; storeName: string }): NotificationMessage {
    return {
      title: '신고 처리 결과가 나왔어요',
      body: `${shortName(input.storeName)} 신고의 처리 결과를 신고 내역에서 확인해 보세요.`,
      path: inAppPaths.myReports,
      tag: `report-${input.reportId}`,
    };
  },

  /** The operators hid the buyer's review after the store asked for it to be checked. */
  reviewHidden(input: { ratingId: number; storeName: string }): NotificationMessage {
    return {
      title: '작성한 후기가 가려졌어요',
      body: `${shortName(input.storeName)}에 남긴 후기가 운영 정책에 따라 가려졌어요.`,
      path: inAppPaths.reviewHistory,
      tag: `review-${input.ratingId}`,
    };
  },
} as const;
