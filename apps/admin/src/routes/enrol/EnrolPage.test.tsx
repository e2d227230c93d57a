import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeOperatorEnrolment,
  getMarketDashboard,
  getOperatorEnrolment,
  operatorMessages,
} from '@quotemarket/contract';
import {
  marketDashboard,
  operatorEnrolment,
  operatorRecoveryCodes,
  operatorSession,
} from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import {
  apiErrorResponse,
  mockEndpoint,
  renderAdmin,
  setupMswServer,
} from '../../testing/renderAdmin';

const server = setupMswServer();
const password = 'a-long-password-1';

// jsdom makes no object URLs; the page shows the QR code's SVG through one.
const made: Blob[] = [];
beforeEach(() => {
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made.push(blob);
    return `blob:${window.location.origin}/qr-${made.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  made.length = 0;
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderEnrol(token = 'enrol-token', answer = operatorEnrolment) {
  const enrolment = mockEndpoint(getOperatorEnrolment, answer);
  server.use(enrolment.handler);
  return { ...renderAdmin({ entries: [paths.enrol(token)], operatorToken: null }), enrolment };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, confirmation = password) {
  await user.type(await screen.findByLabelText('비밀번호'), password);
  await user.type(screen.getByLabelText('비밀번호 확인'), confirmation);
  await user.type(screen.getByRole('textbox', { name: '인증 코드' }), '123456');
}

describe('EnrolPage', () => {
  it('shows whose account it is, the QR code as an image and the key to type', async () => {
    // A drawing of its own: the page keeps one address per drawing for the page's life.
    const qrCodeSvg = operatorEnrolment.qrCodeSvg.replace('</svg>', '<!-- shown --></svg>');
    const { enrolment } = renderEnrol('enrol-token', { ...operatorEnrolment, qrCodeSvg });

    expect(
      await screen.findByRole('heading', { level: 1, name: '운영자 등록' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('박신입')).toBeInTheDocument();
    expect(screen.getByText('new@ops.quotemarket.kr')).toBeInTheDocument();
    expect(screen.getByText('운영자')).toBeInTheDocument();
    const qr = await screen.findByRole('img', {
      name: '인증 앱에 new@ops.quotemarket.kr 계정을 등록하는 QR 코드',
    });
    expect(qr.getAttribute('src')).toMatch(/^blob:/);
    expect(made[0]?.type).toBe('image/svg+xml');
    expect(await made[0]?.text()).toBe(qrCodeSvg);
    expect(screen.getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(enrolment.calls[0]?.url.searchParams.get('token')).toBe('enrol-token');
    await expectNoAxeViolations();
  });

  it('enrols, shows the recovery codes once with a copy, and then opens the console', async () => {
    const user = userEvent.setup();
    const complete = mockEndpoint(completeOperatorEnrolment, {
      session: operatorSession,
      recoveryCodes: operatorRecoveryCodes,
    });
    serveOperatorMe(server);
    server.use(complete.handler, mockEndpoint(getMarketDashboard, marketDashboard()).handler);
    const { router, storage } = renderEnrol();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록 완료' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '복구 코드를 저장해 주세요' }),
    ).toBeInTheDocument();
    expect(complete.calls[0]?.body).toEqual({ token: 'enrol-token', password, code: '123456' });
    expect(storage.read('operatorToken')).toBe(operatorSession.token);
    const codes = screen.getByRole('list', { name: '복구 코드' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: '복구 코드 모두 복사' }));
    expect(await navigator.clipboard.readText()).toBe(operatorRecoveryCodes.join('\n'));
    expect(await screen.findByText('복구 코드를 복사했어요.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '저장했어요, 콘솔로 이동' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home()));
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
  });

  it('asks for a long enough password, the same twice, and six digits, before calling', async () => {
    const user = userEvent.setup();
    const complete = mockEndpoint(completeOperatorEnrolment, {
      session: operatorSession,
      recoveryCodes: operatorRecoveryCodes,
    });
    server.use(complete.handler);
    renderEnrol();

    await user.type(await screen.findByLabelText('비밀번호'), 'short');
    await user.click(screen.getByRole('button', { name: '등록 완료' }));
    expect(screen.getByText(operatorMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(operatorMessages.passwordsDiffer)).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    expect(complete.calls).toHaveLength(0);
  });

  it('shows the API’s message for a wrong first code, under the code', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(completeOperatorEnrolment, () =>
        apiErrorResponse(400, operatorMessages.wrongCode),
      ).handler,
    );
    const { storage } = renderEnrol();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '등록 완료' }));

    expect(await screen.findByText(operatorMessages.wrongCode)).toBeInTheDocument();
    expect(storage.read('operatorToken')).toBeNull();
  });

  it('says in Korean that a used or expired link cannot be used', async () => {
    server.use(
      mockEndpoint(getOperatorEnrolment, () =>
        apiErrorResponse(404, operatorMessages.enrolmentInvalid),
      ).handler,
    );
    renderAdmin({ entries: [paths.enrol('used')], operatorToken: null });

    expect(await screen.findByText('등록 링크를 쓸 수 없어요')).toBeInTheDocument();
    expect(screen.getByText(operatorMessages.enrolmentInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인 화면으로 가기' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says the same for a link without its token, asking nothing', async () => {
    const enrolment = mockEndpoint(getOperatorEnrolment, operatorEnrolment);
    server.use(enrolment.handler);
    renderAdmin({ entries: ['/enrol'], operatorToken: null });

    expect(await screen.findByText(operatorMessages.enrolmentInvalid)).toBeInTheDocument();
    expect(enrolment.calls).toHaveLength(0);
  });
});
