import { consoleBasename } from '../paths';

/**
 * The console pages the server renders for a signed-in dealer (docs/decisions/0013): the inbox,
 * where a dealer's day starts and where a new request's notification leads. The others are reached
 * from it, with the console's script already running.
 */
export function isServerRenderedPath(pathname: string): boolean {
  return pathname === consoleBasename || pathname === `${consoleBasename}/`;
}
