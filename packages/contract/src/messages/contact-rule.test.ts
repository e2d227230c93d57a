import { describe, expect, it } from 'vitest';
import { refusedContactReason, type ContactRefusalReason } from './contact-rule';

/** How people actually write a way off the platform, and why each is refused. */
const refused: [string, ContactRefusalReason][] = [
  ['010-1234-5678로 전화 주세요', 'phone'],
  ['01012345678', 'phone'],
  ['010 1234 5678 문자 주세요', 'phone'],
  ['010.1234.5678', 'phone'],
  ['010 - 1234 - 5678', 'phone'],
  ['０１０－１２３４－５６７８', 'phone'],
  ['매장 번호 02-123-4567 이에요', 'phone'],
  ['031)123-4567', 'phone'],
  ['+82 10-1234-5678', 'phone'],
  ['공일공 일이삼사 오육칠팔로 연락 주세요', 'phone'],
  ['영일영-일이삼사-오육칠팔', 'phone'],
  ['카톡 아이디 qmstore 추가해 주세요', 'messenger'],
  ['카카오톡 ID: qm_store', 'messenger'],
  ['카톡id qmstore', 'messenger'],
  ['ＩＤ는 카톡에 qmstore', 'messenger'],
  ['오픈채팅으로 오세요', 'messenger'],
  ['오픈 카톡방 만들었어요', 'messenger'],
  ['텔레그램으로 연락 주세요', 'messenger'],
  ['라인 아이디 qmstore', 'messenger'],
  ['인스타 계정 팔로우해 주세요', 'messenger'],
  ['@qm_store 로 DM 주세요', 'messenger'],
  ['카톡 qm_store_fast로 따로 연락 주시면 바로 답해 드려요', 'messenger'],
  ['라인 qmstore88 으로 주세요', 'messenger'],
  ['인스타 qmstore.official 보시면 후기 있어요', 'messenger'],
  ['https://open.kakao.com/o/abc123', 'link'],
  ['open.kakao.com/o/abc123', 'link'],
  ['www.quotestore.co.kr 에서 보세요', 'link'],
  ['naver.me/x1y2z3 확인해 주세요', 'link'],
  ['bit.ly/3abc', 'link'],
  ['qmstore@naver.com 으로 메일 주세요', 'link'],
  ['저희 사이트 qmstore닷컴', 'link'],
];

/** What a buyer and a store say every day, including what looks like a number but is not one. */
const allowed = [
  '이 색상 재고 있나요?',
  '개통은 언제 돼요?',
  '총 1,250,000원이에요',
  '월 35,000원, 24개월 약정이에요',
  '할부 0원, 공시지원금 500,000원 적용돼요',
  '12월 7일 오후 3시에 방문 가능해요',
  '2026-12-07에 입고돼요',
  '2026.12.07 개통 예정이에요',
  'SM-S948N 모델이에요',
  '256GB 블루 색상 있어요',
  '갤럭시 S25 울트라 512GB 재고 있어요',
  '1.5GB 데이터 쉐어링 포함이에요',
  '5G 요금제 기준이에요',
  '온라인 가입도 가능해요',
  '가이드라인에 맞춰 설치해 드려요',
  '아이폰 라인업 중에 고르시면 돼요',
  '카톡 알림으로 개통 완료를 알려 드려요',
  '카카오 pay로 결제돼요',
  '갤럭시 라인 S26 중에 고르시면 돼요',
  '카톡 OK예요, 문자도 괜찮아요',
  '아이디 찾기는 설정에서 할 수 있어요',
  '공짜폰은 아니고 이십만 원 할인이에요',
  '모델명은 A2848이에요',
  '010 요금제 말고 알뜰폰 요금제도 있어요',
];

describe('refusedContactReason', () => {
  it.each(refused)('refuses "%s" (%s)', (text, reason) => {
    expect(refusedContactReason(text)).toBe(reason);
  });

  it.each(allowed)('lets "%s" through', (text) => {
    expect(refusedContactReason(text)).toBeNull();
  });

  it('lets a chosen store and its buyer exchange numbers and messenger ids, never links', () => {
    const released = { contactReleased: true };
    expect(refusedContactReason('010-1234-5678로 전화 주세요', released)).toBeNull();
    expect(refusedContactReason('카톡 아이디 qmstore', released)).toBeNull();
    expect(refusedContactReason('https://open.kakao.com/o/abc123', released)).toBe('link');
  });
});
