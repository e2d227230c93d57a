import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCompanyInfo, getProfile, submitInquiry } from '@quotemarket/contract';
import { companyInfo } from '@quotemarket/contract/testing';
import { apiErrorResponse, mockEndpoint, renderApp, setupMswServer } from '../../testing/renderApp';
import { createAppRoutes } from '../routes';
import { inquiryRoutes } from './routes';

const server = setupMswServer();

beforeAll(async () => {
  await import('./InquiryPage');
});

function serve(
  answer: Parameters<typeof mockEndpoint<typeof submitInquiry>>[1] = {
    inquiryId: 3,
    status: 'received',
  },
) {
  const inquiry = mockEndpoint(submitInquiry, answer);
  server.use(inquiry.handler, mockEndpoint(getCompanyInfo, companyInfo()).handler);
  return inquiry;
}

function renderInquiry(token?: string) {
  return renderApp(createAppRoutes(inquiryRoutes), {
    entries: ['/inquiry'],
    api: 'msw',
    ...(token && { token }),
  });
}

describe('1:1 문의', () => {
  it('lets a guest send one: each field checked, then what happens next', async () => {
    const user = userEvent.setup();
    const inquiry = serve();
    renderInquiry();
    const form = await screen.findByRole('form', { name: '1:1 문의' });
    await user.click(within(form).getByRole('button', { name: '문의 보내기' }));
    expect(await within(form).findByText('문의 유형을 선택해 주세요.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /문의 내용/ })).toHaveAccessibleDescription(
      /문의 내용을 입력해 주세요\./,
    );
    expect(
      within(form).getByRole('textbox', { name: /답변받을 이메일/ }),
    ).toHaveAccessibleDescription(/답변받을 이메일 주소를 입력해 주세요\./);
    expect(within(form).getByText('답변을 위한 이메일 수집에 동의해 주세요.')).toBeInTheDocument();
    expect(inquiry.calls).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '견적·구매' }));
    await user.type(
      within(form).getByRole('textbox', { name: /문의 내용/ }),
      '  구매 신청한 판매점에서 연락이 없어요.  ',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /답변받을 이메일/ }),
      'me@example.com',
    );
    await user.click(within(form).getByRole('checkbox', { name: /이메일 수집·이용에 동의해요/ }));
    await user.click(within(form).getByRole('button', { name: '문의 보내기' }));

    expect(await screen.findByText('문의를 접수했어요')).toBeInTheDocument();
    expect(
      screen.getByText(/답변은 남겨 주신 이메일로 보내 드려요\. 고객센터 운영 시간/),
    ).toBeInTheDocument();
    expect(inquiry.calls[0]?.body).toEqual({
      category: 'purchase',
      message: '구매 신청한 판매점에서 연락이 없어요.',
      email: 'me@example.com',
      consent: true,
    });
  });

  it('starts a signed-in buyer’s reply address with their profile’s e-mail', async () => {
    serve();
    server.use(
      mockEndpoint(getProfile, {
        id: 7,
        profileImage: null,
        firstName: '김지현',
        provider_id: '견적왕',
        nickname: '견적왕',
        provider: 'kakao',
        email: 'jihyun@example.com',
        phoneNumber: '01012345678',
      }).handler,
    );
    renderInquiry('buyer-token');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /답변받을 이메일/ })).toHaveValue(
        'jihyun@example.com',
      ),
    );
  });

  it('shows the server’s refusal on the message, and the customer centre to call instead', async () => {
    const user = userEvent.setup();
    serve(() => apiErrorResponse(429, '문의가 너무 많아요. 1시간 뒤에 다시 시도해 주세요.'));
    renderInquiry();
    const form = await screen.findByRole('form', { name: '1:1 문의' });
    await user.click(within(form).getByRole('radio', { name: '기타' }));
    await user.type(
      within(form).getByRole('textbox', { name: /문의 내용/ }),
      '제휴 문의를 드리고 싶어요.',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /답변받을 이메일/ }),
      'me@example.com',
    );
    await user.click(within(form).getByRole('checkbox', { name: /이메일 수집·이용에 동의해요/ }));
    await user.click(within(form).getByRole('button', { name: '문의 보내기' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /문의 내용/ })).toHaveAccessibleDescription(
        /문의가 너무 많아요\./,
      ),
    );
    const center = screen.getByRole('region', { name: '고객센터' });
    expect(within(center).getByRole('link', { name: '1588-0000' })).toHaveAttribute(
      'href',
      'tel:15880000',
    );
    expect(
      within(center).getByRole('link', { name: 'help@quotemarket.example.com' }),
    ).toHaveAttribute('href', 'mailto:help@quotemarket.example.com');
  });
});
