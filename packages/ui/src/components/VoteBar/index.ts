export { VOTE_CHOICES, VoteBar, type VoteBarProps, type VoteChoice } from "./VoteBar";
