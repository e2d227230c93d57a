import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCancelMembership } from '@quotemarket/hooks';
import { Button, ConfirmDialog, Text, useToast, vars } from '@quotemarket/ui';
import { paths } from '../../paths';

/** The spec's pause between the success toast and the logout (document 001, section 9). */
export const withdrawalLogoutDelayMs = 2000;

export const withdrawalTexts = {
  button: '회원 탈퇴',
  title: '정말 탈퇴하시겠어요?',
  message: '탈퇴하면 계정을 되돌릴 수 없어요. 탈퇴 후 정보는 이렇게 처리돼요.',
  erased: [
    '이름, 닉네임, 이메일, 휴대폰 번호, 프로필 사진은 바로 지워요.',
    '알림 설정, 찜한 상품, 최근 검색어도 함께 지워요.',
    '견적 요청과 구매 신청 기록은 5년, 신고 등 분쟁 처리 기록은 3년, 로그인 기록은 3개월 동안 법에 따라 회원님을 알아볼 수 없는 상태로 보관한 뒤 지워요.',
    "작성한 리뷰는 지워지지 않고 작성자가 '고객'으로 표시돼요.",
    '같은 계정으로 다시 가입하면 새 회원으로 시작해요.',
  ],
  policyLink: '개인정보 처리방침 보기',
  confirm: '탈퇴하기',
  cancel: '취소',
  done: '회원 탈퇴가 완료되었어요.',
  failed: '회원 탈퇴를 처리하지 못했어요. 다시 시도해 주세요.',
} as const;

const Section = styled.section`
  display: flex;
  justify-content: center;
  padding: ${vars.space[6]} 0 ${vars.space[4]};
`;

/** Quiet on purpose: leaving is possible, not suggested. */
const QuietButton = styled(Button)`
  color: ${vars.color.textSubtle};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const Consequences = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[3]};
  padding-inline-start: ${vars.space[5]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

const PolicyLink = styled(Link)`
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

/**
 * Withdrawal (회원 탈퇴) for the bottom of the info edit page: a quiet button, a confirmation that says
 * what is erased and what the law keeps, then the call. On success a toast, and after 2 s the
 * logout: home, the session cleared. A failure is a toast; the buyer may try again.
 */
export function WithdrawalSection() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const withdrawal = useCancelMembership({
    sessionEndDelayMs: withdrawalLogoutDelayMs,
    // Leave for home, then the session goes at once, before home's first call could carry the
    // revoked token; the guard of the page left behind lets the move under way decide.
    onSessionEnd: () => void navigate(paths.home(), { replace: true, flushSync: true }),
  });

  const withdraw = async () => {
    try {
      await withdrawal.mutateAsync();
      toast({ title: withdrawalTexts.done, tone: 'success' });
    } catch {
      toast({ title: withdrawalTexts.failed, tone: 'error' });
    }
  };

  return (
    <Section aria-label={withdrawalTexts.button} data-section="withdrawal">
      <ConfirmDialog
        trigger={
          <QuietButton variant="ghost" size="sm" disabled={withdrawal.isSuccess}>
            {withdrawalTexts.button}
          </QuietButton>
        }
        title={withdrawalTexts.title}
        message={withdrawalTexts.message}
        confirmLabel={withdrawalTexts.confirm}
        cancelLabel={withdrawalTexts.cancel}
        tone="danger"
        onConfirm={withdraw}
      >
        <Consequences>
          {withdrawalTexts.erased.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Consequences>
        <Text as="p" size="sm">
          <PolicyLink to={paths.terms('privacy-policy')}>{withdrawalTexts.policyLink}</PolicyLink>
        </Text>
      </ConfirmDialog>
    </Section>
  );
}
