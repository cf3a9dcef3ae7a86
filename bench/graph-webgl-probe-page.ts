/**
 * The page of `graph-fps.ts --webgl`: how fast WebGL draws the 5,000-node graph in this headless Chromium
 * (no GPU: WebGL is ANGLE on SwiftShader, a CPU rasterizer), measured before choosing a WebGL renderer.
 * `?mode=empty` is the 2D-canvas baseline; the graph is laid out once by ForceAtlas2 (graphology), then
 * `mode=sigma` draws it with sigma.js 3 (panned by the drag), `mode=points` draws only its nodes as WebGL
 * point sprites (discs, a minimal shader: the floor for any WebGL renderer), `mode=lines` the same plus its
 * links as `gl.LINES`; `n=10` of `points` is the cost of a WebGL frame itself.
 */
import Graph from "graphology";
import forceAtlas2 from "graphology-layout-forceatlas2";
import Sigma from "sigma";
import { countFrames, emptyCanvas, generatedGraph } from "./graph-data.ts";

const params = new URLSearchParams(location.search);
const root = document.getElementById("root") as HTMLElement;
const mode = params.get("mode");
countFrames();

/** The generated graph as graphology, laid out by 50 ForceAtlas2 iterations from seeded positions. */
function laidOut(n: number): Graph {
  const data = generatedGraph(n);
  const graph = new Graph();
  data.nodes.forEach((node, i) => {
    graph.addNode(node.id, {
      x: Math.cos(i) * Math.sqrt(i),
      y: Math.sin(i) * Math.sqrt(i),
      size: node.size / 2,
      color: node.color,
      label: node.label,
    });
  });
  for (const link of data.links)
    graph.mergeEdge(link.source, link.target, { color: "rgba(139,92,246,0.45)", size: 1 });
  forceAtlas2.assign(graph, {
    iterations: 50,
    settings: { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: true },
  });
  return graph;
}

/** Nodes as point sprites (and links as lines), redrawn every frame with a moving offset. */
function drawRaw(graph: Graph, lines: boolean): void {
  const canvas = document.createElement("canvas");
  canvas.width = root.clientWidth;
  canvas.height = 700;
  root.append(canvas);
  const gl = canvas.getContext("webgl2", { antialias: false }) as WebGL2RenderingContext;
  const shader = (type: number, source: string) => {
    const s = gl.createShader(type) as WebGLShader;
    gl.shaderSource(s, source);
    gl.compileShader(s);
    return s;
  };
  const program = gl.createProgram();
  gl.attachShader(
    program,
    shader(
      gl.VERTEX_SHADER,
      "#version 300 es\nin vec2 p; in float s; uniform vec2 o; void main() { gl_Position = vec4(p + o, 0, 1); gl_PointSize = s; }",
    ),
  );
  gl.attachShader(
    program,
    shader(
      gl.FRAGMENT_SHADER,
      "#version 300 es\nprecision mediump float; out vec4 c; void main() { vec2 d = gl_PointCoord - 0.5; if (dot(d, d) > 0.25) discard; c = vec4(0.55, 0.36, 0.96, 1); }",
    ),
  );
  gl.linkProgram(program);
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
  gl.useProgram(program);
  const ids = graph.nodes();
  const index = new Map(ids.map((id, i) => [id, i]));
  const xs = ids.map((id) => graph.getNodeAttribute(id, "x") as number);
  const ys = ids.map((id) => graph.getNodeAttribute(id, "y") as number);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const vertices = new Float32Array(ids.length * 3);
  ids.forEach((id, i) => {
    vertices[3 * i] = ((2 * ((xs[i] as number) - minX)) / (maxX - minX) - 1) * 0.9;
    vertices[3 * i + 1] = ((2 * ((ys[i] as number) - minY)) / (maxY - minY) - 1) * 0.9;
    vertices[3 * i + 2] = 2 * (graph.getNodeAttribute(id, "size") as number);
  });
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, vertices, gl.STATIC_DRAW);
  for (const [name, size, offset] of [
    ["p", 2, 0],
    ["s", 1, 8],
  ] as const) {
    const location = gl.getAttribLocation(program, name);
    gl.enableVertexAttribArray(location);
    gl.vertexAttribPointer(location, size, gl.FLOAT, false, 12, offset);
  }
  const ends = new Uint16Array(
    graph.edges().flatMap((edge) => graph.extremities(edge).map((id) => index.get(id) ?? 0)),
  );
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, ends, gl.STATIC_DRAW);
  const offset = gl.getUniformLocation(program, "o");
  let frame = 0;
  const draw = () => {
    frame++;
    gl.clearColor(1, 1, 1, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform2f(offset, 0.05 * Math.sin(frame / 20), 0.05 * Math.cos(frame / 20));
    if (lines) gl.drawElements(gl.LINES, ends.length, gl.UNSIGNED_SHORT, 0);
    gl.drawArrays(gl.POINTS, 0, ids.length);
    requestAnimationFrame(draw);
  };
  requestAnimationFrame(draw);
}

if (mode === "empty") emptyCanvas(root);
// After the page's load event: the layout blocks the main thread for seconds.
else
  setTimeout(() => {
    const start = performance.now();
    const graph = laidOut(Number(params.get("n") ?? 5000));
    if (mode === "sigma") new Sigma(graph, root, { labelDensity: 0.07 });
    else drawRaw(graph, mode === "lines");
    window.__settled = performance.now() - start;
  });
