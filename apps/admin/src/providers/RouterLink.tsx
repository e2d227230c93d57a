import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@quotemarket/ui';

/** Lets the kit's links navigate inside the console without a full page load. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
