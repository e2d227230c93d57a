import { paths, routePatterns } from '../../paths';

/**
 * Where the login goes next: back to the console page that asked for it, or the console's front
 * door. Only a path inside the console is followed, never another origin (`//host`), the login
 * itself or the enrolment.
 */
export function returnPathOf(requested: string | undefined): string {
  const isConsolePath =
    requested !== undefined &&
    requested.startsWith('/') &&
    !requested.startsWith('//') &&
    !requested.startsWith(paths.login()) &&
    !requested.startsWith(`/${routePatterns.enrol}`);
  return isConsolePath ? requested : paths.home();
}
