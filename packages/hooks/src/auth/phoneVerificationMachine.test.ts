import { describe, expect, it } from 'vitest';
import {
  canRequestCode,
  canVerifyCode,
  initialPhoneVerificationState as idle,
  isCodeMessage,
  phoneVerificationMessages as messages,
  phoneVerificationReducer as reduce,
  type PhoneVerificationAction,
  type PhoneVerificationState,
} from './phoneVerificationMachine';

function run(...actions: PhoneVerificationAction[]): PhoneVerificationState {
  return actions.reduce(reduce, idle);
}

const requested = run(
  { type: 'phoneChanged', value: '010-1234-5678' },
  { type: 'requestSucceeded', deadline: 300_000 },
);

describe('phoneVerificationReducer', () => {
  it('keeps digits only, at most 11 for the phone and 4 for the code', () => {
    const state = run(
      { type: 'phoneChanged', value: '010-1234-56789' },
      { type: 'codeChanged', value: '12a345' },
    );
    expect(state.phone).toBe('01012345678');
    expect(state.code).toBe('1234');
  });

  it('allows a request only with 11 digits', () => {
    expect(canRequestCode(run({ type: 'phoneChanged', value: '0101234567' }))).toBe(false);
    expect(canRequestCode(run({ type: 'phoneChanged', value: '01012345678' }))).toBe(true);
  });

  it('says at once when a whole number is not a mobile number, and clears it on edit', () => {
    const wrong = run({ type: 'phoneChanged', value: '01212345678' });
    expect(wrong).toMatchObject({
      phone: '01212345678',
      message: '휴대폰 번호를 다시 확인해 주세요.',
      isError: true,
    });
    expect(canRequestCode(wrong)).toBe(false);
    const editing = reduce(wrong, { type: 'phoneChanged', value: '0121234567' });
    expect(editing).toMatchObject({ message: null, isError: false });
    // A number still being typed is not judged yet.
    expect(run({ type: 'phoneChanged', value: '0101234' }).message).toBeNull();
  });

  it('uses one text with the server for a lost code', () => {
    expect(messages.tooManyTries).toBe('입력 횟수(5회)를 넘었어요. 인증번호를 다시 받아 주세요.');
    expect(messages.expired).toBe('인증 시간이 지났어요. 인증번호를 다시 받아 주세요.');
  });

  it('starts the countdown on the first request and says the code was sent', () => {
    expect(requested).toMatchObject({
      status: 'requested',
      deadline: 300_000,
      message: messages.sent,
      isError: false,
    });
  });

  it('a re-request empties the code field, restarts the deadline and says it was sent again', () => {
    const actions: PhoneVerificationAction[] = [
      { type: 'codeChanged', value: '12' },
      { type: 'requestSucceeded', deadline: 400_000 },
    ];
    const state = actions.reduce(reduce, requested);
    expect(state).toMatchObject({ code: '', deadline: 400_000, message: messages.resent });
  });

  it('confirm needs all 4 digits of a live code', () => {
    expect(canVerifyCode(reduce(requested, { type: 'codeChanged', value: '123' }))).toBe(false);
    expect(canVerifyCode(reduce(requested, { type: 'codeChanged', value: '1234' }))).toBe(true);
    expect(canVerifyCode(run({ type: 'codeChanged', value: '1234' }))).toBe(false);
  });

  it('a run-out timer expires the code until a new request', () => {
    const expired = reduce(requested, { type: 'timeRanOut' });
    expect(expired).toMatchObject({ status: 'expired', deadline: null, message: messages.expired });
    expect(canVerifyCode(reduce(expired, { type: 'codeChanged', value: '1234' }))).toBe(false);
    expect(reduce(expired, { type: 'requestSucceeded', deadline: 1 }).status).toBe('requested');
  });

  it('a wrong code empties the field and keeps the code live', () => {
    const state = reduce(reduce(requested, { type: 'codeChanged', value: '9999' }), {
      type: 'verifyFailed',
      failure: 'wrong-code',
    });
    expect(state).toMatchObject({ status: 'requested', code: '', message: messages.wrongCode });
    expect(state.deadline).toBe(300_000);
  });

  it('too many tries locks the code until a new request', () => {
    const state = reduce(requested, { type: 'verifyFailed', failure: 'too-many-tries' });
    expect(state).toMatchObject({
      status: 'locked',
      deadline: null,
      message: messages.tooManyTries,
    });
  });

  it('an expiry seen by the server reads like the timer running out', () => {
    expect(reduce(requested, { type: 'verifyFailed', failure: 'expired' }).message).toBe(
      messages.expired,
    );
  });

  it('a verified phone ignores everything after', () => {
    const verified = reduce(requested, { type: 'verifySucceeded' });
    expect(verified).toMatchObject({ status: 'verified', message: messages.verified });
    expect(reduce(verified, { type: 'timeRanOut' })).toBe(verified);
    expect(canRequestCode(verified)).toBe(false);
  });
});

describe('isCodeMessage', () => {
  it('places the code’s problems under the code and the rest under the number', () => {
    expect(isCodeMessage(messages.wrongCode)).toBe(true);
    expect(isCodeMessage(messages.tooManyTries)).toBe(true);
    expect(isCodeMessage(messages.invalidPhone)).toBe(false);
    expect(isCodeMessage(messages.requestFailed)).toBe(false);
  });
});
