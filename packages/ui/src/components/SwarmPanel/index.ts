export { SwarmAgentChip, type SwarmAgentChipProps } from "./SwarmAgentChip";
export { formatSwarmMs, SwarmAgentOutput, type SwarmAgentOutputProps } from "./SwarmAgentOutput";
export { SwarmCombinedResult, type SwarmCombinedResultProps } from "./SwarmCombinedResult";
export { SwarmPanel, type SwarmPanelProps } from "./SwarmPanel";
export { SwarmPipeline, type SwarmPipelineProps } from "./SwarmPipeline";
export { SwarmRunOutputs, type SwarmRunOutputsProps } from "./SwarmRunOutputs";
export type {
  SwarmAgentStatus,
  SwarmAgentView,
  SwarmCombinedView,
  SwarmLabelScore,
  SwarmRunStatus,
  SwarmStrategy,
  SwarmTask,
} from "./swarm-types";
