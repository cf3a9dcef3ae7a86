export type { RepoCardContent, RepoCardProps } from "./RepoCard";
export { RepoCard } from "./RepoCard";
