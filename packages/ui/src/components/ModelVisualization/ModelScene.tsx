import { Canvas, useFrame } from "@react-three/fiber";
import { useMemo, useRef } from "react";
import type { Group } from "three";
import type { VisualizationLayout } from "./visualization-layout";

export interface ModelSceneProps {
  layout: VisualizationLayout;
  /** Node and block colour (CSS colour). */
  color: string;
  /** "always" animates; "demand" draws one still frame; "never" stops drawing (off screen). */
  frameloop: "always" | "demand" | "never";
  camera: readonly [number, number, number];
  onCreated?: () => void;
}

/** One turn every 40 s. */
const TURN_PER_SECOND = (Math.PI * 2) / 40;

function Shape({ layout, color }: Pick<ModelSceneProps, "layout" | "color">) {
  const group = useRef<Group>(null);
  useFrame((_, delta) => {
    if (group.current) group.current.rotation.y += delta * TURN_PER_SECOND;
  });
  const linePositions = useMemo(
    () =>
      new Float32Array(
        layout.links.flatMap(([a, b]) => [
          ...(layout.nodes[a]?.position ?? [0, 0, 0]),
          ...(layout.nodes[b]?.position ?? [0, 0, 0]),
        ]),
      ),
    [layout],
  );
  return (
    <group ref={group} rotation={[0.25, -0.5, 0]}>
      {layout.nodes.map((node, i) => (
        <mesh key={i} position={[...node.position]}>
          <sphereGeometry args={[node.size, 16, 12]} />
          <meshStandardMaterial color={color} roughness={0.4} />
        </mesh>
      ))}
      {layout.blocks.map((block, i) => (
        <mesh key={i} position={[...block.position]}>
          <boxGeometry args={[...block.size]} />
          <meshStandardMaterial color={color} roughness={0.5} transparent opacity={0.85} />
        </mesh>
      ))}
      {linePositions.length > 0 && (
        <lineSegments>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[linePositions, 3]} />
          </bufferGeometry>
          <lineBasicMaterial color={color} transparent opacity={0.45} />
        </lineSegments>
      )}
    </group>
  );
}

/**
 * The WebGL scene of {@link ModelVisualization} (three.js through @react-three/fiber), in a module of its
 * own so that three loads only where the view is shown. The pixel ratio is capped at 2 (spec part 1 §9).
 */
export default function ModelScene({ layout, color, frameloop, camera, onCreated }: ModelSceneProps) {
  return (
    <Canvas
      dpr={[1, 2]}
      frameloop={frameloop}
      camera={{ position: [...camera], fov: 45 }}
      gl={{ antialias: true, alpha: true }}
      onCreated={() => onCreated?.()}
      aria-hidden="true"
    >
      <ambientLight intensity={0.7} />
      <directionalLight position={[4, 6, 5]} intensity={1.4} />
      <Shape layout={layout} color={color} />
    </Canvas>
  );
}
