import { createContext, type ReactNode, useContext } from "react";

/** Props every link component receives: an anchor's props with a required `href`. */
export type LinkComponentProps = React.ComponentProps<"a"> & { href: string };

/** A component that renders a link, e.g. one that maps `href` to React Router's `<Link to>`. */
export type LinkComponent = (props: LinkComponentProps) => ReactNode;

/** The default: a plain `<a href>`, so components work with no provider at all. */
function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = /* @__PURE__ */ createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** Renders every `<Link>` below this provider. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Tells the pure components of @hiber/ui how to render links. The app passes a component that
 * turns in-app paths into client-side router links; without a provider links are plain anchors.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component in effect (the provider's, else a plain anchor). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
