import type { ModelComment, ModelDetail as ModelDetailView, ModelHubDiscussion } from "@hiber/ui";
import { formatDate, formatNumber, formatParameters } from "@hiber/ui";
import type { ModelDetail, SignedComment } from "../lib/model-detail.ts";

/** The server's record as the detail screen shows it; every figure is the record's, "n/a" where it has none. */
export function modelDetailView(record: ModelDetail, hubEmulated: boolean | undefined): ModelDetailView {
  const { details, stats } = record;
  const date = (iso: string | null) => (iso ? formatDate(iso) : undefined);
  const information = [
    { label: "Downloads", value: formatNumber(details.downloads) },
    { label: "Likes", value: formatNumber(details.likes) },
    { label: "Library", value: record.library ?? undefined },
    { label: "License", value: details.license ?? undefined },
    {
      label: "Parameters",
      value: details.parameters === null ? undefined : formatParameters(details.parameters),
    },
    { label: "Created", value: date(details.createdAt) },
    { label: "Updated", value: date(details.lastModified) },
    { label: "Tags", value: details.tags.length > 0 ? details.tags.join(", ") : undefined },
  ].filter((field): field is { label: string; value: string } => field.value !== undefined);
  return {
    id: record.id,
    name: record.name,
    author: record.author ?? undefined,
    task: record.task ?? undefined,
    category: record.category,
    description: record.description ?? undefined,
    descriptionSample: hubEmulated !== false,
    active: record.active,
    rating: stats.rating ?? undefined,
    discussions: stats.discussions ?? undefined,
    users: record.community.wallets,
    trending: stats.trending?.percent ?? undefined,
    filesUrl: record.filesUrl,
    metrics: Object.entries(details.metrics).map(([label, value]) => ({ label, value: String(value) })),
    examples: details.examples.map(({ title, code }) => ({ title, code })),
    information,
  };
}

export function commentView(comment: SignedComment): ModelComment {
  return {
    id: String(comment.id),
    address: comment.address,
    content: comment.text,
    ...(comment.rating !== null && { rating: comment.rating }),
    likes: comment.likes,
    createdAt: new Date(comment.createdAt),
    verified: comment.verified,
  };
}

export function hubDiscussionView(discussion: ModelDetail["hubDiscussions"][number]): ModelHubDiscussion {
  return {
    id: String(discussion.num),
    title: discussion.title,
    author: discussion.author,
    createdAt: new Date(discussion.createdAt),
    comments: discussion.numComments,
    href: discussion.url,
  };
}
