import * as contract from '@quotemarket/contract';
import { httpMethods, type Endpoint } from '@quotemarket/contract';

/** Every endpoint the contract exports, by its export name: the API must serve each of them. */
export const contractEndpoints = Object.entries(contract as Record<string, unknown>)
  .filter((entry): entry is [string, Endpoint] => {
    const value = entry[1] as Partial<Endpoint> | null;
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof value.path === 'string' &&
      httpMethods.includes(value.method as never) &&
      typeof value.response === 'object'
    );
  })
  .sort(([a], [b]) => a.localeCompare(b));
