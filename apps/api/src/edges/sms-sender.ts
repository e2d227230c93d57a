/** Sends a text message. The development sender keeps messages for the dev outbox endpoint. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsMessage {
  phone: string;
  text: string;
  /** The verification code inside the text, kept apart so tests can read it; notices carry none. */
  code?: string;
}

export interface SentSms extends SmsMessage {
  /** The code, or '' for a notice. */
  code: string;
  sentAt: Date;
}

const outboxLimit = 100;

/** Logs each message and keeps the last hundred in memory; never used in production. */
export class DevelopmentSmsSender implements SmsSender {
  private readonly sent: SentSms[] = [];

  constructor(
    private readonly log: (message: SmsMessage) => void,
    private readonly now: () => Date,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    this.log(message);
    this.sent.unshift({ ...message, code: message.code ?? '', sentAt: this.now() });
    this.sent.length = Math.min(this.sent.length, outboxLimit);
  }

  /** Newest first, optionally for one phone. */
  outbox(phone?: string): SentSms[] {
    return phone ? this.sent.filter((message) => message.phone === phone) : [...this.sent];
  }
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/**
 * Posts `{ to, from, text }` as JSON with a bearer key to an SMS gateway (most Korean gateways
 * accept this shape behind a small adapter); any non-2xx answer is a delivery failure.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly options: { url: string; apiKey: string; from: string; timeoutMs?: number },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.options.apiKey}`,
      },
      body: JSON.stringify({ to: message.phone, from: this.options.from, text: message.text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    }).catch((error: unknown) => {
      throw new SmsDeliveryError(`SMS gateway unreachable: ${String(error)}`);
    });
    if (!response.ok) {
      throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
    }
  }
}
