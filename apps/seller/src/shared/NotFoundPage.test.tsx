import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, setupMswServer } from '../testing/renderConsole';
import { serveSellerProfile } from '../testing/sellerFixtures';

const server = setupMswServer();

describe('NotFoundPage', () => {
  it('answers an unknown console path inside the frame and leads back to the inbox', async () => {
    serveSellerProfile(server);
    renderConsole({ entries: ['/no-such-page'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 요청 목록으로 가기' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
