import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: '가' } })).toBe(
      '{"a":{"c":"가","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('gives the same text whatever order the keys were written in', () => {
    expect(canonicalJson({ x: 1, y: [1, 2] })).toBe(canonicalJson({ y: [1, 2], x: 1 }));
  });

  it('keeps array order and escapes strings as JSON does', () => {
    expect(canonicalJson(['b', 'a', 'say "hi"\n'])).toBe('["b","a","say \\"hi\\"\\n"]');
  });

  it('refuses what JSON cannot hold instead of dropping it', () => {
    expect(() => canonicalJson({ a: undefined })).toThrow(TypeError);
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
  });
});
