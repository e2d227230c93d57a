import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { InProcessApi } from '@quotemarket/contract';
import { endpointOfRequest } from '@quotemarket/hooks';

/**
 * Axios calls answered by the API in the same process, never over the network: a page rendered on
 * the server asks for its data as the browser would, through the same client. `onCall` hears of
 * each call's endpoint.
 */
export function inProcessAdapter(
  callApi: InProcessApi,
  onCall: (endpoint: ReturnType<typeof endpointOfRequest>) => void = () => {},
): AxiosAdapter {
  return async (config) => {
    onCall(endpointOfRequest(config));
    const url = new URL(axios.getUri(config), 'http://in-process');
    const answer = await callApi({
      method: (config.method ?? 'get').toUpperCase(),
      url: url.pathname + url.search,
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)]),
      ),
      ...(typeof config.data === 'string' && { body: config.data }),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
    };
    const valid = config.validateStatus?.(answer.status) ?? true;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      response,
    );
  };
}
