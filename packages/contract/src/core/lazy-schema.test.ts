import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema, schemaBuiltOnFirstUse } from './lazy-schema';

function counted<Schema extends z.core.$ZodType>(build: () => Schema) {
  const calls = { count: 0 };
  const schema = schemaBuiltOnFirstUse(() => {
    calls.count += 1;
    return build();
  });
  return { schema, calls };
}

describe('schemaBuiltOnFirstUse', () => {
  it('builds nothing until the schema is used, then builds it once', () => {
    const { schema, calls } = counted(() => z.object({ id: z.number().int() }));
    expect(calls.count).toBe(0);
    expect(schema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(calls.count).toBe(1);
  });

  it('composes into other schemas and keeps its methods and fields', () => {
    const { schema: item, calls } = counted(() =>
      z.object({ name: z.string().min(1, '이름을 입력해 주세요.') }).meta({ id: 'LazyItem' }),
    );
    const list = z.object({ items: z.array(item), next: item.nullable() });
    expect(list.parse({ items: [{ name: '갤럭시' }], next: null })).toEqual({
      items: [{ name: '갤럭시' }],
      next: null,
    });
    const wider = item.extend({ price: z.number() });
    expect(wider.parse({ name: '아이폰', price: 1 })).toEqual({ name: '아이폰', price: 1 });
    expect(Object.keys(item.shape)).toEqual(['name']);
    expect(item.safeParse({ name: '' }).error?.issues[0]?.message).toBe('이름을 입력해 주세요.');
    expect(z.globalRegistry.get(item.optional().unwrap())?.id).toBe('LazyItem');
    expect(calls.count).toBe(1);
  });

  it('is recognised as the kind of schema it builds', () => {
    const { schema } = counted(() => z.enum(['latest', 'rating']));
    expect(schema).toBeInstanceOf(z.ZodEnum);
    expect(schema.options).toEqual(['latest', 'rating']);
    expect('_zod' in schema).toBe(true);
  });
});

describe('lazySchema', () => {
  it('builds at once outside a browser, so the API document finds every schema registered', () => {
    let built = false;
    const schema = lazySchema(() => {
      built = true;
      return z.string().meta({ id: 'BuiltAtImport' });
    });
    expect(built).toBe(true);
    expect(z.globalRegistry.get(schema)?.id).toBe('BuiltAtImport');
  });
});
