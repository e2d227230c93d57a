import type { SellerFailedLogins } from '@quotemarket/contract';
import { formatDateTime, formatNumber, type ToastOptions } from '@quotemarket/ui';

/**
 * The notice of wrong passwords given for the dealer's account elsewhere since the last login.
 * It stays until the dealer closes it: it may be the only sign of someone guessing the password.
 * Dealers cannot change their password in the console (the operator registers them), so the
 * advice is to ask the operator.
 */
export function failedLoginsNotice({
  count,
  addressCount,
  lastFailedAt,
}: SellerFailedLogins): ToastOptions {
  const when = `가장 최근 시도는 ${formatDateTime(lastFailedAt)}이에요.`;
  const where = addressCount > 1 ? `${formatNumber(addressCount)}곳에서 시도했고, ` : '';
  return {
    title: `마지막 로그인 이후 다른 곳에서 비밀번호를 ${formatNumber(count)}번 틀렸어요.`,
    description: `${where}${when} 본인이 아니라면 견적마켓 운영팀에 비밀번호 변경을 요청해 주세요.`,
    tone: 'info',
    durationMs: Infinity,
  };
}
