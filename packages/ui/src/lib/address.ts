/**
 * A base58 address shortened to its first 4 and last 4 characters joined by ".." (spec part 1 §4,
 * `9xQe..VFin`): the one form used on the wallet page and in the wallet button. Short values stay whole.
 */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 4)}..${address.slice(-4)}`;
}
