import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  businessRegistrationNumberMessages,
  dealerApplicationMessages,
  getDealerApplicationProgress,
  listSellerDemoAccounts,
  requestApplicantPhoneCode,
  submitDealerApplication,
  verifyApplicantPhoneCode,
} from '@quotemarket/contract';
import { dealerApplicationProgress } from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { mockEndpoint, renderConsole, setupMswServer } from '../../testing/renderConsole';

const server = setupMswServer();

function serveApplication() {
  const submitted = mockEndpoint(submitDealerApplication, {
    statusToken: 'status-1',
    progress: dealerApplicationProgress(),
  });
  const verified = mockEndpoint(verifyApplicantPhoneCode, {
    phoneProof: 'proof-1',
    expiresAt: '2026-12-06T01:30:00.000Z',
  });
  server.use(
    mockEndpoint(requestApplicantPhoneCode, {
      expiresAt: '2026-12-06T01:05:00.000Z',
      expiresInSeconds: 300,
    }).handler,
    verified.handler,
    submitted.handler,
    mockEndpoint(getDealerApplicationProgress, dealerApplicationProgress()).handler,
  );
  return { submitted, verified };
}

async function fillTheForm(user: ReturnType<typeof userEvent.setup>, businessNumber: string) {
  await user.type(await screen.findByRole('textbox', { name: '상호' }), '성수 모바일');
  await user.type(screen.getByRole('textbox', { name: /사업자등록번호/ }), businessNumber);
  await user.type(screen.getByRole('textbox', { name: '대표자' }), '김대표');
  await user.type(screen.getByRole('textbox', { name: '주소' }), '서울 성동구 성수이로 1');
  await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'store@example.kr');
  await user.click(screen.getByRole('checkbox', { name: '휴대폰' }));
  await user.click(screen.getByRole('checkbox', { name: '인터넷' }));
  await user.upload(
    screen.getByLabelText('사업자등록증 사진 고르기'),
    new File(['jpeg'], 'certificate.jpg', { type: 'image/jpeg' }),
  );
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의해요/ }));
}

async function verifyPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^휴대폰/ }), '01077770001');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await user.type(await screen.findByRole('textbox', { name: /인증번호/ }), '1234');
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText('010-7777-0001 인증을 마쳤어요.');
}

describe('ApplyPage', () => {
  it('checks the 사업자등록번호 and the phone here, by the contract’s rules, before sending', async () => {
    const { submitted } = serveApplication();
    const user = userEvent.setup({ delay: null });
    renderConsole({ entries: [paths.apply()], sellerToken: null });
    await fillTheForm(user, '220-81-62518');
    await user.click(screen.getByRole('button', { name: '신청서 보내기' }));
    expect(await screen.findByText(businessRegistrationNumberMessages.checkDigit)).toBeVisible();
    expect(screen.getByText(dealerApplicationMessages.phoneNotVerified)).toBeVisible();
    expect(submitted.calls).toHaveLength(0);
  });

  it('sends the verified application with its certificate and opens the status page', async () => {
    const { submitted, verified } = serveApplication();
    const user = userEvent.setup({ delay: null });
    renderConsole({ entries: [paths.apply()], sellerToken: null });
    await fillTheForm(user, '2208162517');
    await verifyPhone(user);
    expect(verified.calls[0]?.body).toEqual({ phone: '01077770001', code: '1234' });
    await user.click(screen.getByRole('button', { name: '신청서 보내기' }));

    await screen.findByRole('heading', { name: '입점 신청 현황' });
    const body = submitted.calls[0]?.body as string;
    expect(body).toMatch(/name="phoneProof"\r\n\r\nproof-1\r\n/);
    expect(body).toMatch(/name="categories"\r\n\r\n1,2\r\n/);
    expect(body).toMatch(/name="businessRegistrationNumber"\r\n\r\n220-81-62517\r\n/);
    expect(body).toMatch(/name="certificate"; filename="[^"]*"\r\nContent-Type: image\/jpeg/);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('신청서를 보냈어요.'));
  });

  it('is linked from the login page', async () => {
    server.use(mockEndpoint(listSellerDemoAccounts, []).handler);
    const user = userEvent.setup({ delay: null });
    renderConsole({ entries: [paths.login()], sellerToken: null });
    await user.click(await screen.findByRole('link', { name: '입점 신청' }));
    expect(await screen.findByRole('heading', { name: '견적마켓 입점 신청' })).toBeVisible();
  });
});
