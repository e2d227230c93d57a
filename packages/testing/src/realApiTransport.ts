import type { ApiClientOptions } from '@quotemarket/hooks';

/**
 * Call before the real API runs inside a jsdom test. Vitest's jsdom environment puts jsdom's own
 * ArrayBuffer and typed arrays on the global object, while Node keeps making its own (TextEncoder,
 * Buffer): `instanceof` then fails inside the API running in this process. The JWT library refuses
 * its key ("Received an instance of Uint8Array", every sign-in a 500) and Fastify serializes a
 * cached Buffer answer as an object (a 500). The API gets Node's constructors back (Buffer extends
 * Node's Uint8Array); React does not need jsdom's.
 */
export function restoreNodeBinaryConstructors(): void {
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype)
    .constructor as Uint8ArrayConstructor;
  globalThis.ArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;
}

/**
 * An API client's transport to the real API listening at `baseURL`, over axios' Node HTTP adapter:
 * jsdom's XMLHttpRequest applies CORS with the page's origin (http://localhost:3000), which the
 * API (same-origin in production, so no CORS headers) rightly refuses; the HTTP exchange itself is
 * the same, as the interceptor below keeps it.
 */
export function realApiTransport(
  baseURL: string,
): Required<Pick<ApiClientOptions, 'baseURL' | 'configureAxios'>> {
  return {
    baseURL,
    configureAxios: (instance) => {
      instance.defaults.adapter = 'http';
      // The browser's XHR adapter sends no Content-Type without a body (axios lib/adapters/xhr.js);
      // the Node adapter sends a form type, which the API rightly refuses (415) on a bodyless POST.
      instance.interceptors.request.use((config) => {
        if (config.data === undefined) config.headers.setContentType(null);
        return config;
      });
    },
  };
}
