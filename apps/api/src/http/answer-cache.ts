import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import { TaggedCache, type TaggedCacheOptions } from '../db/tagged-cache';

/** Encodings a cached answer is sent in, best first; smaller bodies go as they are. */
const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];
const negotiable: string[] = [...encodings];
const compressFromBytes = 1024;

const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 5 of 11: nearly the size of the best at a small part of its time, paid once per answer.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** One serialized answer, and its compressed forms once someone has asked for them. */
export class EncodedAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {}

  /** The body for a caller's `Accept-Encoding`, and the encoding it is in (none: as it is). */
  for(acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
    if (!acceptEncoding || this.body.length < compressFromBytes) return { body: this.body };
    const encoding = negotiate(acceptEncoding, negotiable) as Encoding | null;
    if (!encoding) return { body: this.body };
    let body = this.encoded.get(encoding);
    if (!body) this.encoded.set(encoding, (body = encoders[encoding](this.body)));
    return { body, encoding };
  }
}

const jsonType = 'application/json; charset=utf-8';

/**
 * Serialized API answers, kept until the database announces a change to what they show (their
 * tags) or their lifetime ends, and served without running the handler, validation or the
 * serializer; compressed once per answer for the callers that accept it.
 */
export class AnswerCache {
  private readonly answers: TaggedCache<EncodedAnswer>;

  constructor(feed: ChangeFeed, options: TaggedCacheOptions) {
    this.answers = new TaggedCache(feed, options);
  }

  /** Sends the kept answer for `key`; false when there is none. */
  serve(key: string, request: FastifyRequest, reply: FastifyReply): boolean {
    const answer = this.answers.get(key);
    if (!answer) return false;
    this.send(answer, request, reply, 'hit');
    return true;
  }

  /** Keeps `json` (unless what it shows changed since `mark`) and sends it. */
  store(
    key: string,
    json: string,
    keep: { tags: readonly string[]; mark: number; ttlMs: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ): FastifyReply {
    const answer = new EncodedAnswer(Buffer.from(json));
    this.answers.set(key, answer, keep.tags, keep.mark, keep.ttlMs);
    return this.send(answer, request, reply, 'miss');
  }

  private send(
    answer: EncodedAnswer,
    request: FastifyRequest,
    reply: FastifyReply,
    cache: 'hit' | 'miss',
  ): FastifyReply {
    const { body, encoding } = answer.for(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('vary', 'authorization, accept-encoding')
      .header('x-cache', cache)
      .type(jsonType)
      .send(body as never);
  }
}
