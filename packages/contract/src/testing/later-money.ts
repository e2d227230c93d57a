/**
 * How stores write money promised for later, as buyers have reported them: each must be refused,
 * however it is spaced. Kept here as data so a new trick is one more line.
 */
export const laterMoneyPhrasings = [
  '페이백 10만원 해 드려요',
  '페 이 백 가능',
  '페이 백 20만',
  'PAYBACK 있어요',
  '캐시백 15만원',
  '현금 환급 30만원',
  '현금환급 조건',
  '나중에 입금해 드려요',
  '개통 후 입금',
  '개통 후 3개월 뒤 입금',
  '개통하고 한 달 뒤에 입금해 드려요',
  '차액 입금',
  '차액은 현금으로 드려요',
  '현금 지급',
  '현금 지급 후 해지',
  '환급해 드려요',
  '계좌로 보내 드려요',
  '통장으로 입금 예정',
  '추후 송금해 드립니다',
  '익월 말 일괄 입금',
  '현금으로 돌려 드려요',
  '90일 후 돌려드림',
] as const;
