import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type ConnectWalletCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** The icon in the round badge (decorative), e.g. lucide's `Wallet` at `size-6`. */
  icon: ReactNode;
  /** The page's heading: an h1, since the card stands in for a page that needs a wallet. */
  title: ReactNode;
  /** The heading's id, for the page's `aria-labelledby`. */
  titleId?: string;
};

/**
 * The centred card of a page that needs a wallet while none is connected: an icon, the page's heading, and
 * the page's own text and "Connect Wallet" button (`children`).
 */
export function ConnectWalletCard({
  icon,
  title,
  titleId,
  className,
  children,
  ...props
}: ConnectWalletCardProps) {
  return (
    <div
      data-slot="connect-wallet-card"
      className={cn(
        "mx-auto my-8 flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-zinc-200 bg-white p-8 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300"
      >
        {icon}
      </span>
      <h1 id={titleId} className="font-bold text-2xl text-zinc-900 dark:text-white">
        {title}
      </h1>
      {children}
    </div>
  );
}
