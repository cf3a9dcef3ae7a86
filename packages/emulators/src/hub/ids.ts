import { createHash } from "node:crypto";

/*
 * Synthetic identifiers. The catalogue holds real repo ids but not the hub's database ids or commit
 * hashes, so the emulator derives them from a hash of the repo id: the same id always gets the same
 * `_id` and `sha`, across runs and machines. They look like the real ones but are not the hub's.
 */

function hex(input: string, algorithm: "sha1" | "sha256" = "sha1"): string {
  return createHash(algorithm).update(input).digest("hex");
}

/**
 * A 24-hex MongoDB-style `_id`: 8 hex of the creation time in seconds (as a real ObjectId has),
 * then 16 hex from a hash of the repo id.
 */
export function syntheticObjectId(repoId: string, createdAt: string): string {
  const seconds = Math.max(0, Math.floor(Date.parse(createdAt) / 1000));
  return seconds.toString(16).padStart(8, "0").slice(-8) + hex(`_id:${repoId}`).slice(0, 16);
}

/** A 40-hex commit sha for the repo's current head (changes when `lastModified` changes). */
export function syntheticCommitSha(repoId: string, lastModified: string): string {
  return hex(`commit:${repoId}:${lastModified}`);
}

/** A 40-hex git blob id for one file of a repo. */
export function syntheticBlobId(repoId: string, file: string): string {
  return hex(`blob:${repoId}:${file}`);
}

/** A 64-hex LFS object id (sha256) for one file of a repo. */
export function syntheticLfsOid(repoId: string, file: string): string {
  return hex(`lfs:${repoId}:${file}`, "sha256");
}

/** A deterministic integer in `[min, max]` drawn from a hash of `key`. */
export function hashedInt(key: string, min: number, max: number): number {
  const n = Number.parseInt(hex(key).slice(0, 12), 16);
  return min + (n % (max - min + 1));
}
