// Drawn building blocks of a meal (rice, bowls of curry, garnish, steam) used by the meal illustrations.
import { useMemo } from 'react';
import { polar } from '../../../lib/drawing';

/** Deterministic pseudo-random numbers, so a drawing looks the same on every render. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type RiceStyle = 'jeera' | 'lemon' | 'brown' | 'pulao';

const RICE: Record<RiceStyle, { base: string; grain: string; edge: string; fleck: string }> = {
  jeera: { base: '#f6efdf', grain: '#fffdf6', edge: '#e6dcc6', fleck: '#5b3a1e' },
  lemon: { base: '#f3d477', grain: '#fbe7a1', edge: '#ddb64c', fleck: '#2f5d22' },
  brown: { base: '#dcc6a0', grain: '#ecdcbc', edge: '#c2a67a', fleck: '#6b4a2a' },
  pulao: { base: '#f2d9a6', grain: '#fff1cf', edge: '#e0be7c', fleck: '#e8971b' },
};

export function RiceMound({
  cx,
  cy,
  r,
  style,
  seed = 1,
}: {
  cx: number;
  cy: number;
  r: number;
  style: RiceStyle;
  seed?: number;
}) {
  const colors = RICE[style];
  const grains = useMemo(() => {
    const rand = seeded(seed);
    return Array.from({ length: Math.round(r * 1.5) }, () => {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand()) * (r - 4);
      return { ...polar(cx, cy, a, d), rot: rand() * 180, fleck: rand() < 0.12 };
    });
  }, [cx, cy, r, seed]);
  return (
    <g>
      <circle cx={cx + 2} cy={cy + 4} r={r} fill="#072219" opacity="0.12" />
      <circle cx={cx} cy={cy} r={r} fill={colors.base} />
      {grains.map((g, i) =>
        g.fleck ? (
          <ellipse
            key={i}
            cx={g.x}
            cy={g.y}
            rx={style === 'pulao' ? 3.2 : 1.6}
            ry={style === 'pulao' ? 0.7 : 1}
            fill={colors.fleck}
            transform={`rotate(${g.rot} ${g.x} ${g.y})`}
          />
        ) : (
          <ellipse
            key={i}
            cx={g.x}
            cy={g.y}
            rx="3.6"
            ry="1.4"
            fill={colors.grain}
            stroke={colors.edge}
            strokeWidth="0.5"
            transform={`rotate(${g.rot} ${g.x} ${g.y})`}
          />
        ),
      )}
      <circle cx={cx - r * 0.3} cy={cy - r * 0.35} r={r * 0.45} fill="#ffffff" opacity="0.08" />
    </g>
  );
}

export function Leaf({ x, y, rot = 0, size = 1, color = '#2f7a3e' }: LeafProps) {
  return (
    <path
      d="M0 0c3-5 9-6 12-4-2 4-7 7-12 4z"
      fill={color}
      transform={`translate(${x} ${y}) rotate(${rot}) scale(${size})`}
    />
  );
}

interface LeafProps {
  x: number;
  y: number;
  rot?: number;
  size?: number;
  color?: string;
}

/** A steel katori holding a curry, with a swirl of cream or tempering and herbs. */
export function Katori({
  cx,
  cy,
  r,
  curry,
  swirl,
  dots,
  herbs = true,
}: {
  cx: number;
  cy: number;
  r: number;
  curry: string;
  swirl?: string;
  dots?: string;
  herbs?: boolean;
}) {
  const inner = r - 5;
  return (
    <g>
      <circle cx={cx + 2} cy={cy + 4} r={r + 1} fill="#072219" opacity="0.16" />
      <circle cx={cx} cy={cy} r={r} fill="url(#tf-steel)" />
      <circle cx={cx} cy={cy} r={inner} fill={curry} />
      <circle cx={cx} cy={cy} r={inner} fill="url(#tf-sheen)" />
      {swirl ? (
        <path
          d={`M${cx - inner * 0.5} ${cy}c${inner * 0.2}-${inner * 0.45} ${inner * 0.8}-${inner * 0.45} ${inner * 0.75} 0s-${inner * 0.6} ${inner * 0.4}-${inner * 0.35} ${inner * 0.1}`}
          fill="none"
          stroke={swirl}
          strokeWidth="2.4"
          strokeLinecap="round"
          opacity="0.9"
        />
      ) : null}
      {dots
        ? [0, 1, 2, 3, 4].map((i) => {
            const dot = polar(cx, cy, i * 1.7, inner * 0.55, inner * 0.5);
            return <circle key={i} cx={dot.x} cy={dot.y} r="1.6" fill={dots} />;
          })
        : null}
      {herbs ? (
        <>
          <Leaf x={cx + inner * 0.15} y={cy - inner * 0.2} rot={-20} size={0.8} />
          <Leaf x={cx - inner * 0.35} y={cy + inner * 0.3} rot={140} size={0.7} color="#3f8f4a" />
        </>
      ) : null}
    </g>
  );
}

export function CucumberSlice({ x, y, r = 9 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#3f7d3a" />
      <circle cx={x} cy={y} r={r - 1.8} fill="#dcefc4" />
      <circle cx={x} cy={y} r={r * 0.45} fill="#c3e0a4" />
      {[0, 1, 2, 3, 4, 5].map((i) => {
        const seed = polar(x, y, i, r * 0.3);
        return <ellipse key={i} cx={seed.x} cy={seed.y} rx="1.1" ry="0.6" fill="#f4fae9" />;
      })}
    </g>
  );
}

export function LemonWedge({ x, y, rot = 0 }: { x: number; y: number; rot?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      <path d="M-14 0a14 14 0 0 0 28 0z" fill="#e9c430" />
      <path d="M-11 0a11 11 0 0 0 22 0z" fill="#fbe88a" />
      <path d="M0 0v10M0 0l-7 7M0 0l7 7" stroke="#e9c430" strokeWidth="1" />
    </g>
  );
}

export function OnionRing({ x, y, rot = 0 }: { x: number; y: number; rot?: number }) {
  return (
    <ellipse
      cx={x}
      cy={y}
      rx="9"
      ry="6"
      fill="none"
      stroke="#c05a8a"
      strokeWidth="2"
      opacity="0.85"
      transform={`rotate(${rot} ${x} ${y})`}
    />
  );
}

/** Rising steam, drifting gently unless the visitor prefers reduced motion. */
export function Steam({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      fill="none"
      stroke="#ffffff"
      strokeWidth="4"
      strokeLinecap="round"
      opacity="0.75"
    >
      <path className="tf-steam" d="M0 0c-8-10 8-16 0-28s8-18 0-30" />
      <path className="tf-steam tf-steam-2" d="M18 6c-8-10 8-16 0-28s8-18 0-30" />
      <path className="tf-steam tf-steam-3" d="M-18 8c-8-10 8-16 0-28s8-16 0-26" />
    </g>
  );
}
