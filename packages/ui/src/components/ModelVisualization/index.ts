export {
  ModelVisualization,
  type ModelVisualizationProps,
  NeuralVisualizationIcon,
  webglAvailable,
} from "./ModelVisualization";
export {
  hashSeed,
  seededRandom,
  type VisualizationLayout,
  visualizationLayout,
} from "./visualization-layout";
