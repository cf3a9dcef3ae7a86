import { hashSeed, seededRandom } from "@hiber/hub-sdk/random";
import type { TaskShape } from "@hiber/hub-sdk/tasks";

/**
 * The geometry of the decorative 3D view (spec part 1 §9), pure and seeded: the same shape and model name
 * always give the same scene. Nodes are points in a cube of side about 4 centred on the origin; links join
 * two nodes by index; blocks (convolution) are boxes with a size.
 */
export interface VisualizationNode {
  position: readonly [number, number, number];
  /** Sphere radius. */
  size: number;
}

export interface VisualizationBlock {
  position: readonly [number, number, number];
  size: readonly [number, number, number];
}

export interface VisualizationLayout {
  shape: TaskShape;
  nodes: VisualizationNode[];
  links: [number, number][];
  blocks: VisualizationBlock[];
}

/** The spec's layered network: 4, 6, 6 and 3 nodes. */
export const LAYERED_SIZES = [4, 6, 6, 3] as const;
/** The spec's cloud: 20 nodes. */
export const CLOUD_NODES = 20;

const round = (value: number) => Math.round(value * 1000) / 1000;
const point = (x: number, y: number, z: number) => [round(x), round(y), round(z)] as const;

function grid(random: () => number): VisualizationLayout {
  const side = 4;
  const nodes: VisualizationNode[] = [];
  const links: [number, number][] = [];
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const i = nodes.length;
      nodes.push({ position: point(col - 1.5, row - 1.5, (random() - 0.5) * 0.6), size: 0.12 });
      if (col > 0) links.push([i - 1, i]);
      if (row > 0) links.push([i - side, i]);
    }
  }
  return { shape: "grid", nodes, links, blocks: [] };
}

function convolution(random: () => number): VisualizationLayout {
  const blocks: VisualizationBlock[] = [];
  const count = 4;
  for (let i = 0; i < count; i++) {
    const face = 2.4 - i * 0.5;
    const depth = 0.2 + i * 0.15 + random() * 0.1;
    blocks.push({ position: point(i * 1.1 - 1.65, 0, 0), size: [round(depth), round(face), round(face)] });
  }
  return { shape: "convolution", nodes: [], links: [], blocks };
}

function recurrent(random: () => number): VisualizationLayout {
  const count = 6;
  const nodes: VisualizationNode[] = [];
  const links: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    nodes.push({ position: point(i * 0.8 - 2, Math.sin(i * 0.9) * 0.6, (random() - 0.5) * 0.8), size: 0.2 });
    if (i > 0) links.push([i - 1, i]);
  }
  // The loop back that makes it recurrent.
  links.push([count - 1, 0]);
  return { shape: "recurrent", nodes, links, blocks: [] };
}

function layered(random: () => number): VisualizationLayout {
  const nodes: VisualizationNode[] = [];
  const links: [number, number][] = [];
  let previous: number[] = [];
  LAYERED_SIZES.forEach((size, layer) => {
    const current: number[] = [];
    for (let i = 0; i < size; i++) {
      current.push(nodes.length);
      nodes.push({
        position: point(layer * 1.3 - 1.95, (i - (size - 1) / 2) * 0.6, (random() - 0.5) * 0.3),
        size: 0.14,
      });
    }
    for (const from of previous) for (const to of current) links.push([from, to]);
    previous = current;
  });
  return { shape: "layered", nodes, links, blocks: [] };
}

function cloud(random: () => number): VisualizationLayout {
  const nodes: VisualizationNode[] = [];
  for (let i = 0; i < CLOUD_NODES; i++) {
    nodes.push({
      position: point((random() - 0.5) * 4, (random() - 0.5) * 3, (random() - 0.5) * 3),
      size: round(0.08 + random() * 0.12),
    });
  }
  // Each node joined to its nearest neighbour: a loose web, the same for the same seed.
  const links: [number, number][] = [];
  nodes.forEach((node, i) => {
    let nearest = -1;
    let best = Number.POSITIVE_INFINITY;
    nodes.forEach((other, j) => {
      if (i === j) return;
      const d = node.position.reduce((sum, v, k) => sum + (v - (other.position[k] ?? 0)) ** 2, 0);
      if (d < best) [best, nearest] = [d, j];
    });
    const pair: [number, number] = i < nearest ? [i, nearest] : [nearest, i];
    if (!links.some(([a, b]) => a === pair[0] && b === pair[1])) links.push(pair);
  });
  return { shape: "cloud", nodes, links, blocks: [] };
}

const BUILDERS: Record<TaskShape, (random: () => number) => VisualizationLayout> = {
  grid,
  convolution,
  recurrent,
  layered,
  cloud,
};

/** The scene of a shape, seeded by the model name (or any seed string). */
export function visualizationLayout(shape: TaskShape, seed: string): VisualizationLayout {
  return BUILDERS[shape](seededRandom(hashSeed(seed)));
}
