// Drawn proteins for the meal illustrations: tandoori chicken, paneer, salmon, shrimp and curry pieces.

export function TandooriPieces({ x, y }: { x: number; y: number }) {
  const pieces = [
    { dx: 0, dy: 0, rot: -12 },
    { dx: 30, dy: 14, rot: 24 },
    { dx: 4, dy: 32, rot: 70 },
  ];
  return (
    <g transform={`translate(${x} ${y})`}>
      {pieces.map((p, i) => (
        <g key={i} transform={`translate(${p.dx} ${p.dy}) rotate(${p.rot})`}>
          <path d="M-22 -6c4-12 30-16 40-6s4 22-10 24-34-6-30-18z" fill="#072219" opacity="0.15" />
          <path d="M-24 -9c4-12 30-16 40-6s4 22-10 24-34-6-30-18z" fill="url(#tf-char)" />
          <path
            d="M-14 -8l6 14M-2 -12l6 16M10 -10l4 14"
            stroke="#5a1c08"
            strokeWidth="2.2"
            strokeLinecap="round"
            opacity="0.7"
          />
          <ellipse cx="-6" cy="-6" rx="8" ry="3" fill="#ffd2a8" opacity="0.35" />
        </g>
      ))}
    </g>
  );
}

export function PaneerCubes({ x, y, sauce = true }: { x: number; y: number; sauce?: boolean }) {
  const cubes = [
    { dx: 0, dy: 0, rot: 8 },
    { dx: 22, dy: 6, rot: -10 },
    { dx: 8, dy: 24, rot: 20 },
    { dx: -18, dy: 18, rot: -4 },
  ];
  return (
    <g transform={`translate(${x} ${y})`}>
      {sauce ? <ellipse cx="4" cy="12" rx="40" ry="32" fill="#c2461c" /> : null}
      {sauce ? <ellipse cx="-4" cy="4" rx="26" ry="14" fill="#e2733a" opacity="0.5" /> : null}
      {cubes.map((c, i) => (
        <g key={i} transform={`translate(${c.dx} ${c.dy}) rotate(${c.rot})`}>
          <rect x="-9" y="-9" width="18" height="18" rx="3.5" fill="#fff6e2" />
          <rect x="-9" y="-9" width="18" height="18" rx="3.5" fill="none" stroke="#b4531f" strokeWidth="2" />
          <path d="M-6 -3h9M-3 3h8" stroke="#9a3d14" strokeWidth="1.6" strokeLinecap="round" opacity="0.6" />
        </g>
      ))}
      <path d="M-20 -10c6 4 14 4 20 0" stroke="#fdf0d5" strokeWidth="2" fill="none" strokeLinecap="round" />
    </g>
  );
}

export function SalmonFillet({ x, y, rot = -18 }: { x: number; y: number; rot?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      <rect x="-44" y="-22" width="92" height="50" rx="20" fill="#072219" opacity="0.15" />
      <rect x="-46" y="-26" width="92" height="50" rx="20" fill="url(#tf-salmon)" />
      {[-30, -14, 2, 18, 34].map((dx) => (
        <path
          key={dx}
          d={`M${dx} -24c-6 14-6 32 0 46`}
          stroke="#ffd9c2"
          strokeWidth="2.4"
          fill="none"
          opacity="0.7"
        />
      ))}
      <path d="M-40 -16c20-8 50-8 80 0" stroke="#8a2c10" strokeWidth="3" opacity="0.35" fill="none" />
      {[-24, 6, 28].map((dx) => (
        <circle key={dx} cx={dx} cy={-8} r="2" fill="#5a1c08" opacity="0.55" />
      ))}
    </g>
  );
}

export function Shrimp({ x, y, rot = 0 }: { x: number; y: number; rot?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot})`}>
      <path d="M-10 -8a12 12 0 1 1 2 18" fill="none" stroke="#f07b4f" strokeWidth="8" strokeLinecap="round" />
      <path
        d="M-4 -11l2 5M5 -9l-1 6M10 -1l-5 2M7 8l-5-2"
        stroke="#ffd9c2"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path d="M-10 10l-6 4 1-7z" fill="#e2733a" />
    </g>
  );
}

export function ChickenChunks({ x, y, color = '#f2c79a' }: { x: number; y: number; color?: string }) {
  const chunks = [
    [0, 0, 9],
    [18, -6, 8],
    [10, 14, 8.5],
    [-14, 10, 7.5],
  ] as const;
  return (
    <g transform={`translate(${x} ${y})`}>
      {chunks.map(([dx, dy, r], i) => (
        <g key={i}>
          <circle cx={dx} cy={dy} r={r} fill={color} />
          <circle cx={dx - r * 0.3} cy={dy - r * 0.3} r={r * 0.4} fill="#ffffff" opacity="0.25" />
        </g>
      ))}
    </g>
  );
}
