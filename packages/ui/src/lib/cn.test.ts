/**
 * `cn` merges with tailwind-merge's configuration cut down to the class groups the sources use
 * (tailwind-merge-config.json). It must merge the sources' classes as the full default configuration does.
 * tailwind-merge drops a class when a later one with the same variants is of its group or of a group that
 * conflicts with it; so it is enough that, for every class of the sources, both configurations look it up
 * the same way (same groups tried, same group found) and name the same conflicting groups among those the
 * sources use.
 */
import { getDefaultConfig, twMerge } from "tailwind-merge";
import {
  createClassGroupLookup,
  createClassGroupUtils,
  createParseClassName,
} from "tailwind-merge/unstable-do-not-import";
import { describe, expect, it } from "vitest";
import { classTokens } from "../../scripts/class-tokens.ts";
import { cn, mergeConfig } from "./cn.ts";

describe("cn", () => {
  it("lets a later class win over an earlier one of the same group, and keeps the rest", () => {
    expect(cn("px-4 py-2 text-sm", "px-2", false, "font-medium")).toBe("py-2 text-sm px-2 font-medium");
    expect(cn("bg-primary hover:bg-primary/90", "bg-transparent")).toBe("hover:bg-primary/90 bg-transparent");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("text-sm text-muted-foreground", "text-xs text-foreground")).toBe("text-xs text-foreground");
  });

  it("merges every class of the sources as tailwind-merge's full default configuration does", () => {
    const full = getDefaultConfig();
    const trimmed = mergeConfig();
    const parse = createParseClassName(full);
    const [fullLookup, trimmedLookup] = [createClassGroupLookup(full), createClassGroupLookup(trimmed)];
    const [fullGroups, trimmedGroups] = [createClassGroupUtils(full), createClassGroupUtils(trimmed)];

    // The classes the full configuration knows (it keeps every other class as it is).
    const known = [...classTokens()]
      .map((token) => parse(token))
      .filter((parsed) => !parsed.isExternal && fullGroups.getClassGroupId(parsed.baseClassName));
    expect(known.length).toBeGreaterThan(500);
    const differ: string[] = [];
    const usedGroups = new Set<string>();
    for (const { baseClassName } of known) {
      const [a, b] = [fullLookup(baseClassName), trimmedLookup(baseClassName)];
      if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`${baseClassName}: looked up differently`);
      for (const { classGroupId } of a) usedGroups.add(classGroupId);
    }
    for (const group of usedGroups) {
      for (const postfix of [false, true]) {
        const [a, b] = [fullGroups, trimmedGroups].map((utils) =>
          utils.getConflictingClassGroupIds(group, postfix).filter((other) => usedGroups.has(other)),
        );
        expect(b, `${group}'s conflicting groups`).toEqual(a);
      }
    }
    expect(
      differ,
      "classes of a group the trimmed configuration lacks: run `pnpm --filter @hiber/ui run generate:tailwind-merge`",
    ).toEqual([]);
    // And the merge itself, on a few pairs that conflict only through the groups' conflicts.
    for (const pair of [
      "p-4 px-2",
      "px-2 p-4",
      "inset-0 left-2",
      "rounded-lg rounded-t-none",
      "border border-t-0",
    ]) {
      expect(cn(pair)).toBe(twMerge(pair));
    }
  });
});
