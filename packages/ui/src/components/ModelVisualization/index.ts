export {
  ModelVisualization,
  type ModelVisualizationProps,
  NeuralVisualizationIcon,
  webglAvailable,
} from "./ModelVisualization";
export {
  type VisualizationLayout,
  visualizationLayout,
} from "./visualization-layout";
