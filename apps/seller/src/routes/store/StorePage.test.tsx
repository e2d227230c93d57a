import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSellerProfile } from '@quotemarket/contract';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import { sellerProfile } from '@quotemarket/contract/testing';
import { serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();

function detail(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('StorePage', () => {
  it('shows the store as buyers see it, its details and the way to its public page', async () => {
    serveSellerProfile(server, { imageUrl: '/media/stores/7.jpg', reviewCount: 12 });
    renderConsole({ entries: [paths.store()] });

    expect(await screen.findByRole('heading', { level: 1, name: '내 매장' })).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: '구매자에게 보이는 모습' });
    expect(
      within(header).getByRole('heading', { level: 2, name: '강남 모바일' }),
    ).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: '강남 모바일 매장 사진' })).toHaveAttribute(
      'src',
      '/media/stores/7.jpg',
    );
    expect(within(header).getByText('민수')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: '별점 5점 만점에 4.5점' })).toBeInTheDocument();
    expect(within(header).getByText('낙찰 3건')).toBeInTheDocument();
    const publicPage = within(header).getByRole('link', {
      name: '구매자에게 보이는 매장 페이지 보기',
    });
    expect(publicPage).toHaveAttribute('href', '/store-information/7');

    expect(detail('주소')).toHaveTextContent('서울 강남구 테헤란로 123');
    expect(detail('매장 소개')).toHaveTextContent(sellerProfile.introduction);
    expect(detail('견적 받는 카테고리')).toHaveTextContent('휴대폰, 인터넷');
    expect(detail('평균 별점')).toHaveTextContent('4.5점 (후기 12개)');
    expect(detail('낙찰 건수')).toHaveTextContent('3건');
    expect(detail('연락처')).toHaveTextContent('010-9876-5432');
  });

  it('shows a placeholder photo and says what is missing for a new store', async () => {
    serveSellerProfile(server, {
      imageUrl: null,
      averageRating: 0,
      reviewCount: 0,
      successfulBidCount: 0,
      introduction: '',
    });
    renderConsole({ entries: [paths.store()] });

    const header = await screen.findByRole('region', { name: '구매자에게 보이는 모습' });
    expect(header.querySelector('img')).toBeNull();
    expect(within(header).getByText('아직 리뷰가 없어요')).toBeInTheDocument();
    expect(within(header).getByText('낙찰 0건')).toBeInTheDocument();
    expect(detail('매장 소개')).toHaveTextContent('아직 매장 소개가 없어요.');
    expect(detail('평균 별점')).toHaveTextContent('아직 후기가 없어요.');
  });

  it('says so when the store cannot load, and loads it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    server.use(
      mockEndpoint(getSellerProfile, () =>
        fail ? apiErrorResponse(500, '일시적인 문제가 생겼어요.') : sellerProfile,
      ).handler,
    );
    renderConsole({ entries: [paths.store()] });

    expect(await screen.findByText('매장 정보를 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByText('일시적인 문제가 생겼어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('region', { name: '구매자에게 보이는 모습' }),
    ).toBeInTheDocument();
  });
});
