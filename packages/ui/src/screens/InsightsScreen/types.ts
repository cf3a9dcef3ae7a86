/** What an insights page is about. */
export type InsightsKind = "model" | "collection" | "dataset";

/** A link to another insights page (the model's lineage). */
export interface InsightsLink {
  /** Repo id, shown. */
  id: string;
  /** This site's page of it. */
  href: string;
}

/** The entity an insights page shows (a model, a collection or a dataset), as the hub describes it. */
export interface InsightsEntity {
  kind: InsightsKind;
  /** Repo id, or a collection's slug. */
  id: string;
  /** Display name (the repo name, or the collection's title). */
  name: string;
  author?: string;
  /** Task tag; "General" when absent ("Collection" for a collection). */
  task?: string;
  lastModified?: Date;
  tags: readonly string[];
  /** Unknown → "n/a". */
  likes?: number;
  /** Downloads; for a collection, the number of items. Unknown → "n/a". */
  downloads?: number;
  description?: string;
  /** The description is made up (the embedded hub emulator's card): labelled "Sample". */
  descriptionSample?: boolean;
  /** The entity on Hugging Face ("View on Hugging Face"). */
  hubUrl: string;
  /** "GitHub Repository" (models only). */
  githubUrl?: string;
  /** "Example Code" (models only): a snippet for the model's task. */
  codeExample?: string;
  /** This site's model detail page (signed ratings and comments), models only. */
  detailHref?: string;
  /** The model it derives from (`base_model` of its card), when known. */
  parent?: InsightsLink;
  /** Models of the catalogue that derive from it (up to 10). */
  children?: readonly InsightsLink[];
}

/** A comment of the repo's hub discussions. */
export interface InsightsComment {
  id: string;
  author: string;
  avatarUrl?: string;
  /** The discussion's title. */
  title?: string;
  text: string;
  createdAt: Date;
}

/** The repo's hub discussions: how many, and the latest comments. */
export interface InsightsComments {
  total: number;
  recent: readonly InsightsComment[];
  /** Where "View all N comments" leads. */
  href?: string;
}

/** Where a part of the page is. */
export type InsightsStatus = "loading" | "error" | "success";
