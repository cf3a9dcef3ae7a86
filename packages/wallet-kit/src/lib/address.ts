/**
 * A connected wallet's address as the button shows it (spec part 1 §3): the first 4 and last 4
 * characters joined by "..".
 */
export function shortenAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 4)}..${address.slice(-4)}`;
}
