import { z } from 'zod';
import {
  historySortLabels,
  maxStoredInteger,
  productSortLabels,
  quoteFigureLabels,
  withObject,
  withSubject,
  withTopic,
} from '@quotemarket/contract';

/**
 * The words a buyer reads when a request breaks its schema: one Korean 해요체 sentence per
 * problem, naming the field in Korean (never its path, its type or zod's English). A message the
 * contract sets on a schema wins over these; the field paths and zod's details go to the log only.
 */

/**
 * Generic answer when the problem is nothing the buyer can fix in a field (a bad path or id, a bad
 * header, a body the app built wrongly): trying the same again would fail again, while a fresh
 * screen sends what the app sends today.
 */
export const requestFailedMessage =
  '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.';

/** The Korean name of a field, by its key (the last name in its path). */
const fieldLabels: Record<string, string> = {
  page: '페이지 번호',
  pageNo: '페이지 번호',
  size: '한 번에 볼 개수',
  pageSize: '한 번에 볼 개수',
  sortBy: '정렬 기준',
  sort: '정렬 기준',
  keyword: '검색어',
  query: '검색어',
  rating: '별점',
  review: '리뷰',
  content: '내용',
  nickname: '닉네임',
  name: '이름',
  firstName: '이름',
  email: '이메일',
  phone: '휴대폰 번호',
  phoneNumber: '휴대폰 번호',
  code: '인증번호',
  storeName: '매장 이름',
  introduction: '매장 소개',
  storeSubsidy: quoteFigureLabels.storeSubsidy,
  cashGift: quoteFigureLabels.cashGift,
  rentalFee: quoteFigureLabels.rentalFee,
  monthlyInstallment: quoteFigureLabels.monthlyInstallment,
  ratePlanMonthly: quoteFigureLabels.ratePlanMonthly,
  monthlyBundledRate: quoteFigureLabels.monthlyBundledRate,
  monthlyFeeBeforeBundle: quoteFigureLabels.monthlyFeeBeforeBundle,
  installmentInterest: quoteFigureLabels.installmentInterest,
  contractDuration: quoteFigureLabels.contractDuration,
  sortOrder: '정렬 기준',
  outcome: '견적 결과',
  notes: quoteFigureLabels.notes,
  conditions: quoteFigureLabels.conditions,
  password: '비밀번호',
  newsAgencyProperty: '통신사',
  internetProperty: '인터넷 속도',
  productType: '상품 구성',
  publiclyAnnouncedSubsidy: quoteFigureLabels.publiclyAnnouncedSubsidy,
  releasePrice: quoteFigureLabels.releasePrice,
  manageCycle: quoteFigureLabels.manageCycle,
  manageMethod: quoteFigureLabels.manageMethod,
  installmentPeriod: quoteFigureLabels.installmentPeriod,
  monthlyTelecomFee: quoteFigureLabels.monthlyTelecomFee,
};

/** How the values of a few enums read on screen, so a wrong one can list the right ones. */
const valueLabels: Record<string, string> = { ...productSortLabels, ...historySortLabels };

const keyOf = (path: readonly PropertyKey[] | undefined) =>
  [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');

/** An id the app fills in itself (`id`, `productId`…): nothing the buyer typed or can fix. */
const isIdKey = (key: string | undefined) => key !== undefined && /^id$|Ids?$/.test(key);

type Issue = z.core.$ZodRawIssue;

/** What `isStorageBound` reads of an issue: zod's raw issue, or a problem the type provider built. */
interface BoundedIssue {
  code: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * Whether a number's bound is only the range an integer can hold, in JavaScript (±2^53 − 1, which
 * every `z.int()` carries) or in the column that stores it (`maxStoredInteger`): no rule the buyer
 * knows, so its message says the number is too big or too small without quoting the bound, and a
 * rule's own bound on the same field (`1 이상`) is the one the buyer reads first.
 */
export function isStorageBound(issue: BoundedIssue): boolean {
  if (issue.origin !== 'number' && issue.origin !== 'int') return false;
  const bound =
    issue.code === 'too_small' ? issue.minimum : issue.code === 'too_big' ? issue.maximum : null;
  return bound !== null && Math.abs(Number(bound)) >= maxStoredInteger;
}

function numberMessage(label: string, issue: Issue): string {
  if (isStorageBound(issue)) {
    return `${withSubject(label)} ${issue.code === 'too_big' ? '너무 커요' : '너무 작아요'}.`;
  }
  if (issue.code === 'too_small') {
    const minimum = Number(issue.minimum);
    return issue.inclusive === false
      ? `${withTopic(label)} ${minimum}보다 커야 해요.`
      : `${withTopic(label)} ${minimum} 이상이어야 해요.`;
  }
  if (issue.code === 'too_big') {
    const maximum = Number(issue.maximum);
    return issue.inclusive === false
      ? `${withTopic(label)} ${maximum}보다 작아야 해요.`
      : `${withTopic(label)} ${maximum} 이하여야 해요.`;
  }
  return `${withObject(label)} 다시 확인해 주세요.`;
}

/** The message of a field with a Korean name; undefined when this kind of issue has none. */
function namedMessage(label: string, issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return `${withObject(label)} 입력해 주세요.`;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return `${withTopic(label)} 숫자로 입력해 주세요.`;
      }
      return `${withObject(label)} 다시 확인해 주세요.`;
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'string') {
        if (issue.code === 'too_big') {
          return `${withTopic(label)} ${Number(issue.maximum)}자까지 입력할 수 있어요.`;
        }
        const minimum = Number(issue.minimum);
        return minimum <= 1
          ? `${withObject(label)} 입력해 주세요.`
          : `${withTopic(label)} ${minimum}자 이상 입력해 주세요.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (issue.code === 'too_big') {
          return `${withTopic(label)} ${Number(issue.maximum)}개까지 고를 수 있어요.`;
        }
        const minimum = Number(issue.minimum);
        return minimum <= 1
          ? `${withObject(label)} 하나 이상 골라 주세요.`
          : `${withObject(label)} ${minimum}개 이상 골라 주세요.`;
      }
      return numberMessage(label, issue);
    case 'invalid_value': {
      const names = issue.values.map((value) => valueLabels[String(value)]);
      if (names.length > 1 && names.every((name) => name !== undefined)) {
        return `${withTopic(label)} ${names.join(', ')} 중에서 골라 주세요.`;
      }
      if (issue.values.length > 1) return `정해진 ${label} 중에서 골라 주세요.`;
      return `${withObject(label)} 다시 확인해 주세요.`;
    }
    case 'invalid_format':
      return `${label} 형식을 다시 확인해 주세요.`;
    case 'unrecognized_keys':
      return undefined;
    default:
      return `${withObject(label)} 다시 확인해 주세요.`;
  }
}

/**
 * The Korean message of one issue; used as zod's error map for the whole API. A field without a
 * Korean name is one the app fills in, not the buyer: its problems get the generic message, except
 * text that is too long, which the buyer did type.
 */
export function koreanIssueMessage(issue: Issue): string {
  const key = keyOf(issue.path);
  const label = key === undefined || isIdKey(key) ? undefined : fieldLabels[key];
  if (label) return namedMessage(label, issue) ?? requestFailedMessage;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `${Number(issue.maximum)}자까지 입력할 수 있어요.`;
  }
  return requestFailedMessage;
}

/** Installs the Korean messages as zod's error map (a schema's own message still wins). */
export function installKoreanValidationMessages(): void {
  z.config({ customError: koreanIssueMessage });
}
