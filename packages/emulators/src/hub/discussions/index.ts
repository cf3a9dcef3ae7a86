/** The hub emulator's discussion endpoints (`/api/models/{repo_id}/discussions`) and their sample corpus. */

export type {
  CorpusComment,
  CorpusCommit,
  CorpusEvent,
  CorpusStatusChange,
  CorpusThread,
  CorpusTitleChange,
  CorpusUser,
  DiscussionCorpus,
  DiscussionCorpusFile,
  DiscussionStatus,
} from "./corpus";
export { buildDiscussionCorpus, defaultDiscussionCorpus } from "./corpus";
export { DISCUSSION_SORTS, DISCUSSION_STATUSES, DISCUSSION_TYPES, DISCUSSIONS_PAGE_SIZE } from "./query";
export type { DiscussionRoutesOptions } from "./routes";
export { createDiscussionRoutes } from "./routes";
