/**
 * A base58 address shortened to its first 4 and last 4 characters joined by `separator`: the wallet page
 * uses "..." (spec part 2 §2.9, `9xQe...VFin`), the wallet button ".." (spec part 1 §4, `9xQe..VFin`).
 * Short values stay whole.
 */
export function shortenAddress(address: string, separator = "..."): string {
  return address.length <= 8 + separator.length
    ? address
    : `${address.slice(0, 4)}${separator}${address.slice(-4)}`;
}
