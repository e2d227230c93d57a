import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentMessages, createFaq, toApiUrl } from '@quotemarket/contract';
import { createOperator } from '@quotemarket/api/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderAdminOnRealApi, startRealApi } from '../../testing/realApi';

const api = startRealApi();

/** Room for the real API's first answers on a busy machine. */
const slow = { timeout: 10_000 };

describe('FaqsPage', () => {
  it('adds a question as a draft, then publishes it after asking', async () => {
    const user = userEvent.setup();
    await renderAdminOnRealApi(api, 'OPERATOR', { entries: [paths.faqs()] });

    await user.click(await screen.findByRole('button', { name: '질문 추가' }, slow));
    const dialog = await screen.findByRole('dialog', { name: '자주 묻는 질문 추가' });
    await user.click(within(dialog).getByRole('button', { name: '저장하기' }));
    expect(within(dialog).getByText(contentMessages.questionRequired)).toBeVisible();
    expect(within(dialog).getByText(contentMessages.answerRequired)).toBeVisible();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: '분류' }), '견적 요청');
    await user.type(
      within(dialog).getByRole('textbox', { name: '질문' }),
      '견적은 몇 개까지 받나요?',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /답변/ }),
      '한 요청에 여러 판매점이 견적을 보내요.',
    );
    await user.click(within(dialog).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);

    const group = await screen.findByRole('region', { name: /^견적 요청 \d+개$/ }, slow);
    const row = within(group).getByText('견적은 몇 개까지 받나요?').closest('tr')!;
    expect(within(row).getByText('임시 저장')).toBeVisible();
    await expectNoAxeViolations();

    await user.click(within(row).getByRole('button', { name: '게시: 견적은 몇 개까지 받나요?' }));
    const confirm = await screen.findByRole('alertdialog', { name: '질문을 게시할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '게시하기' }));
    await waitFor(() => expect(within(row).getByText('게시 중')).toBeVisible(), slow);
    expect(
      within(row).getByRole('button', { name: '게시 중단: 견적은 몇 개까지 받나요?' }),
    ).toBeVisible();
  });

  it('schedules a draft for a time ahead, shows when, and cancels it', async () => {
    // A draft made straight on the server: the adding dialog has its own test above.
    const question = '예약해 둘 질문인가요?';
    const { headers } = await createOperator(api.ctx, 'OPERATOR');
    const answer = await api.ctx.app.inject({
      method: 'POST',
      url: toApiUrl(createFaq.path),
      headers,
      payload: {
        category: 'quote',
        question,
        answer: '정해 둔 시각부터 보여요.',
        displayOrder: 9_000,
      },
    });
    expect(answer.statusCode).toBe(201);
    const user = userEvent.setup();
    await renderAdminOnRealApi(api, 'OPERATOR', { entries: [paths.faqs()] });

    const row = (await screen.findByText(question, {}, slow)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `예약 게시: ${question}` }));
    const dialog = await screen.findByRole('dialog', { name: '예약 게시' });
    expect(within(dialog).getByText(/구매자 앱의 자주 묻는 질문에 보여요/)).toBeVisible();
    const picker = within(dialog).getByLabelText('게시 시각 (KST)');
    fireEvent.change(picker, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: '예약하기' }));
    expect(within(dialog).getByText(contentMessages.publishAtRequired)).toBeVisible();

    fireEvent.change(picker, { target: { value: '2099-01-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(within(row).getByText('예약')).toBeVisible(), slow);
    expect(within(row).getByText('2099.01.01 09:00')).toBeVisible();
    await expectNoAxeViolations();

    await user.click(within(row).getByRole('button', { name: `예약 취소: ${question}` }));
    const confirm = await screen.findByRole('alertdialog', { name: '질문을 예약 취소할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '예약 취소하기' }));
    await waitFor(() => expect(within(row).getByText('임시 저장')).toBeVisible(), slow);
    expect(within(row).getByText('—')).toBeVisible();
  });

  it('filters by category and offers a 조회 전용 operator no writing', async () => {
    const user = userEvent.setup();
    await renderAdminOnRealApi(api, 'VIEWER', { entries: [paths.faqs()] });
    expect(await screen.findByRole('region', { name: /^서비스 \d+개$/ }, slow)).toBeVisible();
    await user.selectOptions(await screen.findByRole('combobox', { name: '분류' }), '회원가입');
    expect(await screen.findByRole('region', { name: /^회원가입 \d+개$/ }, slow)).toBeVisible();
    expect(screen.queryByRole('region', { name: /^서비스 \d+개$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '질문 추가' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^수정/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^게시/ })).toBeNull();
  });
});
