import type { z } from 'zod/mini';

/**
 * Whether schemas are built when first used rather than when the contract is imported: in a
 * browser. Building the contract's few hundred schemas was the longest task of a page's start on a
 * phone (decision 0015), and a page uses a handful of them. A server builds them all at import, as
 * written: its routes use every one at once, and the API document finds them in zod's registry.
 */
const buildsOnFirstUse = 'document' in globalThis;

/**
 * The schema `build` returns, built when it is first used (in a browser; at once elsewhere). It
 * stands for that schema in every way a schema is used (parsing, composing, its methods and
 * fields) and has its type, so a module declares its schemas as before, each inside `build`.
 */
export function lazySchema<Schema extends z.core.$ZodType>(build: () => Schema): Schema {
  return buildsOnFirstUse ? schemaBuiltOnFirstUse(build) : build();
}

/** The schema `build` returns, built when it is first used, wherever the code runs. */
export function schemaBuiltOnFirstUse<Schema extends z.core.$ZodType>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value, schema()),
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property as fixed that its (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
