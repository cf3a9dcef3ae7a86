/** The repo name of a hub id: the part after the slash (`google-bert/bert-base-uncased` → `bert-base-uncased`). */
export function repoName(id: string): string {
  const slash = id.indexOf("/");
  return slash === -1 ? id : id.slice(slash + 1);
}

/** The owner of a hub repo: its `author`, else the part of the id before the slash. */
export function repoAuthor(repo: { id: string; author?: string }): string | undefined {
  if (repo.author) return repo.author;
  const slash = repo.id.indexOf("/");
  return slash === -1 ? undefined : repo.id.slice(0, slash);
}
