import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function PlainAnchor({ children, ...rest }: LinkComponentProps) {
  return <a {...rest}>{children}</a>;
}

const LinkContext = createContext<ComponentType<LinkComponentProps>>(PlainAnchor);

export interface LinkProviderProps {
  /** The app's router link, adapted to take `href`; the kit never imports a router itself. */
  component: ComponentType<LinkComponentProps>;
  children: ReactNode;
}

export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): ComponentType<LinkComponentProps> {
  return useContext(LinkContext);
}
