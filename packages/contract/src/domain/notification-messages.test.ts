import { describe, expect, it } from 'vitest';
import { notificationMessages } from './notification-messages';

describe('the notifications’ words', () => {
  it('tell of a new quote with the right particle, opening the request', () => {
    expect(
      notificationMessages.newBid({
        quotationId: 12,
        productId: 7,
        productName: '갤럭시 S26',
        storeName: '강남 모바일',
      }),
    ).toEqual({
      title: '새 견적이 도착했어요',
      body: '갤럭시 S26에 강남 모바일이 견적을 보냈어요.',
      path: '/check-quotation-details/12/7',
      tag: 'quotation-12',
    });
    expect(
      notificationMessages.newBid({
        quotationId: 1,
        productId: 2,
        productName: '정수기',
        storeName: '역삼 스토어',
      }).body,
    ).toBe('정수기에 역삼 스토어가 견적을 보냈어요.');
  });

  it('remind of the closing window under the same tag as the request’s quotes', () => {
    const message = notificationMessages.windowClosing({
      quotationId: 12,
      productId: 7,
      productName: '코웨이 아이콘 정수기',
      quoteCount: 3,
    });
    expect(message).toEqual({
      title: '견적 마감까지 1시간도 안 남았어요',
      body: '코웨이 아이콘 정수기 견적 3개가 기다리고 있어요. 마감 전에 골라 보세요.',
      path: '/check-quotation-details/12/7',
      tag: 'quotation-12',
    });
  });

  it('tell of a reply to a review, opening the store page that shows it', () => {
    expect(
      notificationMessages.reviewReply({
        ratingId: 5,
        sellerId: 3,
        storeName: '강남 모바일',
        productName: '갤럭시 S26',
      }),
    ).toEqual({
      title: '리뷰에 답글이 달렸어요',
      body: '강남 모바일이 갤럭시 S26 리뷰에 답글을 남겼어요.',
      path: '/store-information/3',
      tag: 'review-5',
    });
    expect(
      notificationMessages.reviewReply({
        ratingId: 5,
        sellerId: 3,
        storeName: '모바일',
        productName: null,
      }).body,
    ).toBe('모바일이 리뷰에 답글을 남겼어요.');
  });

  it('cut long names, so the body stays short', () => {
    const { body } = notificationMessages.newBid({
      quotationId: 1,
      productId: 1,
      productName: '가'.repeat(200),
      storeName: '나'.repeat(200),
    });
    expect(body.length).toBeLessThan(100);
    expect(body).toContain('…');
  });
});
