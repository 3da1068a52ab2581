// A zod schema built when it is first used, not when its module loads (decision 0027): the contracts define about
// two hundred, and a page that imported a contract built all of that contract's schemas, used or not. The stand-in
// forwards every use to the schema, which it builds once; the web build wraps the contracts' schemas in it
// (src/web/build/lazy-contract-schemas.ts). The server builds its schemas as it starts, as before.

/** The schema `build` returns, built on the first use of the value returned (a property read, `in`, a key list). */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in's own target is empty: a property is reported as configurable so that the proxy stays valid.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
