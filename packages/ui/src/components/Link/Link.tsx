import { type LinkComponentProps, useLinkComponent } from "./LinkProvider";

/** Props of {@link Link}: an anchor's props with a required `href`. */
export type LinkProps = LinkComponentProps;

/**
 * A link rendered through the nearest {@link LinkProvider} (a plain `<a>` by default).
 * Unstyled: pass `className`, or use `<Button asChild><Link …/></Button>` for a button look.
 */
export function Link(props: LinkProps) {
  const Component = useLinkComponent();
  return <Component data-slot="link" {...props} />;
}
