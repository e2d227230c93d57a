import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@quotemarket/ui';

/** Lets UI-kit links navigate inside the app without a full page load. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
