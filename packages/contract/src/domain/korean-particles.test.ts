import { describe, expect, it } from 'vitest';
import { withDirection, withObject, withSubject, withTopic } from './korean-particles';

describe('Korean particles', () => {
  it('chooses the particle by the last syllable, digits included', () => {
    expect(withTopic('페이지 번호')).toBe('페이지 번호는');
    expect(withTopic('별점')).toBe('별점은');
    expect(withObject('휴대폰 번호')).toBe('휴대폰 번호를');
    expect(withObject('인증번호')).toBe('인증번호를');
    expect(withTopic('10')).toBe('10은');
    expect(withTopic('5')).toBe('5는');
  });

  it('takes 이 after a final consonant and 가 after a vowel', () => {
    expect(withSubject('필수 부가서비스')).toBe('필수 부가서비스가');
    expect(withSubject('추가 서비스')).toBe('추가 서비스가');
    expect(withSubject('별점')).toBe('별점이');
    expect(withSubject('3')).toBe('3이');
  });

  it('reads a field name without its note in brackets', () => {
    expect(withTopic('할부 이자 (월)')).toBe('할부 이자 (월)는');
    expect(withObject('요금제 (월)')).toBe('요금제 (월)를');
    expect(withSubject('약정 기간 (개월)')).toBe('약정 기간 (개월)이');
  });

  it.each([
    ['36개월', '36개월로'],
    ['방문 관리', '방문 관리로'],
    ['1년', '1년으로'],
    ['최대한 빨리', '최대한 빨리로'],
    ['강남 모바일', '강남 모바일로'],
    ['역삼점', '역삼점으로'],
    ['7', '7로'],
    ['3', '3으로'],
  ])(
    'takes 로 after a vowel or ㄹ and 으로 after another final consonant: %s',
    (word, expected) => {
      expect(withDirection(word)).toBe(expected);
    },
  );
});
