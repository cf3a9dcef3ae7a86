/**
 * @hiber/ui/visualization: the 3D view of a model (`ModelVisualization`) and its layout. Its scene is drawn
 * with three.js through @react-three/fiber, optional peer dependencies of @hiber/ui that only this entry
 * needs (loaded when the view first comes on screen).
 */
export * from "./components/ModelVisualization/index";
