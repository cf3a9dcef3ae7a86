export { SwarmDetailCommunity, type SwarmDetailCommunityProps } from "./SwarmDetailCommunity";
export { SwarmDetailDiscussion, type SwarmDetailDiscussionProps } from "./SwarmDetailDiscussion";
export { SwarmDetailOverview, type SwarmDetailOverviewProps } from "./SwarmDetailOverview";
export { SWARM_DETAIL_TABS, SwarmDetailScreen, type SwarmDetailScreenProps } from "./SwarmDetailScreen";
export type { SwarmAgentHubFigures, SwarmDetailRun, SwarmDetailTab } from "./types";
