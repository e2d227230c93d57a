/**
 * Korean particles that depend on the word before them: 은/는, 을/를, 이/가 after a final consonant
 * (받침) or not. A trailing note in brackets is not read ('할부 이자 (월)' ends in 자), digits are
 * read as Korean numbers, and a Latin letter as its usual Korean reading.
 */
/** The last character as it is read: a trailing note in brackets is not. */
function readLastCharacter(word: string): string {
  return (
    word
      .replace(/\s*\([^)]*\)$/, '')
      .trim()
      .at(-1) ?? ''
  );
}

function endsWithFinalConsonant(word: string): boolean {
  const last = readLastCharacter(word);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  // 영, 일, 삼, 육, 칠, 팔 end in a consonant; 이, 사, 오, 구 do not.
  if (/[0-9]/.test(last)) return '013678'.includes(last);
  return /[lmnr]/i.test(last);
}

/** The word with 은/는: '별점은', '페이지 번호는'. */
export const withTopic = (word: string) => `${word}${endsWithFinalConsonant(word) ? '은' : '는'}`;

/** The word with 을/를: '인증번호를', '별점을'. */
export const withObject = (word: string) => `${word}${endsWithFinalConsonant(word) ? '을' : '를'}`;

/** The word with 이/가: '추가 서비스가', '필수 부가서비스가', '리뷰가', '별점이'. */
export const withSubject = (word: string) => `${word}${endsWithFinalConsonant(word) ? '이' : '가'}`;

/** Whether the word is read ending in ㄹ ('개월', '일', '7', 'mail'): (으)로 then takes 로. */
function endsWithRieul(word: string): boolean {
  const last = readLastCharacter(word);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 === 8;
  // 일, 칠, 팔 end in ㄹ.
  if (/[0-9]/.test(last)) return '178'.includes(last);
  return /[lr]/i.test(last);
}

/** The word with (으)로: '1년으로', '36개월로', '방문 관리로', '강남 모바일로', '역삼점으로'. */
export const withDirection = (word: string) =>
  `${word.trim()}${endsWithFinalConsonant(word) && !endsWithRieul(word) ? '으로' : '로'}`;
