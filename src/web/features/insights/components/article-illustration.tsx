// Drawn illustrations for the articles (no photography exists): turmeric, salmon and a spice board.
import { useId } from 'react';
import type { ArticleImage } from '../../../../domain/insight-articles';
import { polar } from '../../../lib/drawing';

function Turmeric({ uid }: { uid: string }) {
  return (
    <>
      <defs>
        <radialGradient id={`${uid}-bg`} cx="30%" cy="20%" r="90%">
          <stop offset="0" stopColor="#fdf0d5" />
          <stop offset="1" stopColor="#f5c76a" />
        </radialGradient>
        <radialGradient id={`${uid}-powder`} cx="45%" cy="35%" r="70%">
          <stop offset="0" stopColor="#ffc233" />
          <stop offset="1" stopColor="#e08a00" />
        </radialGradient>
      </defs>
      <rect width="400" height="250" fill={`url(#${uid}-bg)`} />
      <circle cx="350" cy="30" r="70" fill="#fff7e6" opacity="0.5" />
      {/* Bowl with a mound of turmeric powder */}
      <ellipse cx="170" cy="190" rx="110" ry="22" fill="#7a4a1d" opacity="0.18" />
      <path d="M70 140 Q170 250 270 140 Z" fill="#0f3d2e" />
      <path d="M78 146 Q170 236 262 146" fill="none" stroke="#1b6a4f" strokeWidth="6" opacity="0.6" />
      <ellipse cx="170" cy="140" rx="100" ry="20" fill="#14523d" />
      <path d="M85 140 Q120 92 170 86 Q222 92 255 140 Z" fill={`url(#${uid}-powder)`} />
      <ellipse cx="170" cy="140" rx="86" ry="12" fill="#e8971b" />
      <path d="M140 104 Q160 96 178 100" stroke="#ffe199" strokeWidth="4" strokeLinecap="round" fill="none" />
      {/* Turmeric roots */}
      <g transform="translate(270 150) rotate(-18)">
        <path
          d="M0 20 C10 0 45 -4 70 6 C92 14 108 10 116 22 C124 36 104 46 84 40 C64 34 44 44 24 42 C4 40 -6 32 0 20 Z"
          fill="#b8743a"
        />
        <path d="M40 4 C44 -14 58 -20 64 -10 C68 -2 60 6 52 8 Z" fill="#a8652c" />
        <path d="M20 22 h10 M56 18 h10 M88 26 h8" stroke="#8a5224" strokeWidth="3" strokeLinecap="round" />
        <ellipse cx="114" cy="30" rx="9" ry="11" fill="#f29b0f" stroke="#c97d0b" strokeWidth="3" />
        <circle cx="114" cy="30" r="4" fill="#ffc233" />
      </g>
      <g transform="translate(300 205) rotate(10)">
        <path d="M0 10 C8 -2 34 -4 50 4 C62 10 62 22 48 24 C30 26 12 26 2 20 Z" fill="#c27e42" />
        <ellipse cx="54" cy="14" rx="7" ry="9" fill="#f29b0f" stroke="#c97d0b" strokeWidth="3" />
      </g>
      {/* Black peppercorns */}
      {[
        [48, 206],
        [62, 218],
        [40, 224],
        [76, 228],
        [56, 236],
        [90, 214],
        [30, 210],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="7" fill="#2b2420" />
          <circle cx={(x ?? 0) - 2} cy={(y ?? 0) - 2} r="2" fill="#5b4d44" />
        </g>
      ))}
      {/* Leaf */}
      <path d="M300 60 C340 40 380 60 388 96 C350 104 312 92 300 60 Z" fill="#1b6a4f" />
      <path d="M304 62 C330 74 358 86 386 95" stroke="#e3efe8" strokeWidth="2" fill="none" opacity="0.7" />
    </>
  );
}

function Salmon({ uid }: { uid: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14523d" />
          <stop offset="1" stopColor="#072219" />
        </linearGradient>
        <linearGradient id={`${uid}-fish`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9a6b" />
          <stop offset="1" stopColor="#e8673c" />
        </linearGradient>
      </defs>
      <rect width="400" height="250" fill={`url(#${uid}-bg)`} />
      <circle cx="40" cy="30" r="90" fill="#1b6a4f" opacity="0.35" />
      {/* Plate */}
      <ellipse cx="200" cy="138" rx="150" ry="96" fill="#041a12" opacity="0.35" />
      <ellipse cx="200" cy="128" rx="146" ry="92" fill="#fbf7f0" />
      <ellipse cx="200" cy="128" rx="118" ry="72" fill="none" stroke="#e9e0cf" strokeWidth="3" />
      {/* Lentils and rice */}
      <ellipse cx="130" cy="150" rx="52" ry="30" fill="#f1e6cf" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <ellipse
          key={i}
          cx={100 + (i % 3) * 26 + (i > 5 ? 8 : 0)}
          cy={138 + Math.floor(i / 3) * 11}
          rx="6"
          ry="2.2"
          fill="#fffdf8"
          transform={`rotate(${i * 23} ${100 + (i % 3) * 26} ${138 + Math.floor(i / 3) * 11})`}
        />
      ))}
      <ellipse cx="270" cy="162" rx="42" ry="24" fill="#e8971b" />
      <ellipse cx="270" cy="158" rx="34" ry="16" fill="#f5b841" />
      <circle cx="260" cy="156" r="3" fill="#14523d" />
      <circle cx="280" cy="160" r="3" fill="#14523d" />
      {/* Salmon fillet */}
      <g transform="rotate(-8 200 105)">
        <path
          d="M112 100 C120 66 190 56 250 64 C292 70 306 92 300 112 C292 136 236 142 182 138 C134 134 106 124 112 100 Z"
          fill={`url(#${uid}-fish)`}
        />
        {[140, 170, 200, 230, 260].map((x) => (
          <path
            key={x}
            d={`M${x} 68 C${x + 14} 88 ${x + 10} 112 ${x - 4} 134`}
            stroke="#ffd9c4"
            strokeWidth="4"
            fill="none"
            opacity="0.85"
          />
        ))}
        <path
          d="M116 108 C150 130 240 140 298 114"
          stroke="#9c3b1c"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
          opacity="0.55"
        />
        <path
          d="M180 70 l10 8 M225 66 l8 10 M262 72 l6 10"
          stroke="#7a2c12"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.55"
        />
      </g>
      {/* Lemon wedge and herbs */}
      <path d="M300 60 A34 34 0 0 1 338 100 L300 100 Z" fill="#f5d547" stroke="#e8b923" strokeWidth="3" />
      <path d="M300 100 L312 72 M300 100 L328 84" stroke="#fff3a8" strokeWidth="2" />
      {[
        [96, 86, -30],
        [84, 104, 10],
        [108, 72, 40],
      ].map(([x, y, r]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx="12"
          ry="6"
          fill="#3f9a5c"
          transform={`rotate(${r} ${x} ${y})`}
        />
      ))}
    </>
  );
}

function Spices({ uid }: { uid: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}-bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbf7f0" />
          <stop offset="1" stopColor="#f1e3c8" />
        </linearGradient>
      </defs>
      <rect width="400" height="250" fill={`url(#${uid}-bg)`} />
      {/* Board */}
      <rect x="24" y="46" width="352" height="180" rx="28" fill="#c99a62" />
      <rect x="24" y="46" width="352" height="180" rx="28" fill="none" stroke="#a97a44" strokeWidth="4" />
      <path d="M50 80 H350 M50 130 H350 M50 180 H350" stroke="#b88852" strokeWidth="2" opacity="0.5" />
      {/* Cumin bowl */}
      <circle cx="100" cy="122" r="52" fill="#0f3d2e" />
      <circle cx="100" cy="122" r="42" fill="#8a6a3c" />
      {Array.from({ length: 22 }, (_, i) => {
        const seed = polar(100, 122, i * 2.4, 6 + ((i * 7) % 30));
        return (
          <ellipse
            key={i}
            cx={seed.x}
            cy={seed.y}
            rx="5"
            ry="1.8"
            fill="#5b4424"
            transform={`rotate(${i * 37} ${seed.x} ${seed.y})`}
          />
        );
      })}
      {/* Chilli powder bowl */}
      <circle cx="214" cy="100" r="44" fill="#0f3d2e" />
      <circle cx="214" cy="100" r="35" fill="#c2361f" />
      <path d="M190 94 Q214 72 238 94" stroke="#e0553a" strokeWidth="6" fill="none" strokeLinecap="round" />
      {/* Ginger root */}
      <g transform="translate(168 170)">
        <path
          d="M0 18 C4 2 30 0 44 8 C52 -6 72 -6 76 6 C90 4 100 16 94 28 C86 40 60 36 46 34 C30 40 4 38 0 18 Z"
          fill="#e2b77a"
        />
        <path d="M18 16 h8 M52 14 h6 M74 22 h8" stroke="#b98c4f" strokeWidth="3" strokeLinecap="round" />
      </g>
      {/* Cinnamon sticks */}
      <g transform="translate(282 150) rotate(-28)">
        <rect x="0" y="0" width="96" height="16" rx="8" fill="#8b4a22" />
        <rect x="0" y="0" width="96" height="6" rx="3" fill="#a85f31" />
        <rect x="6" y="22" width="90" height="16" rx="8" fill="#7a3f1c" />
        <rect x="6" y="22" width="90" height="6" rx="3" fill="#9b5229" />
      </g>
      {/* Star anise */}
      <g transform="translate(318 86)">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((r) => (
          <ellipse key={r} cx="0" cy="-14" rx="6" ry="14" fill="#5a2e17" transform={`rotate(${r})`} />
        ))}
        <circle r="6" fill="#3b1d0e" />
      </g>
      {/* Cardamom pods */}
      <ellipse cx="60" cy="200" rx="10" ry="6" fill="#8fb36b" transform="rotate(-20 60 200)" />
      <ellipse cx="80" cy="208" rx="10" ry="6" fill="#7da35a" transform="rotate(15 80 208)" />
    </>
  );
}

export function ArticleIllustration({ image, className }: { image: ArticleImage; className?: string }) {
  const uid = useId().replace(/:/g, '');
  return (
    <svg viewBox="0 0 400 250" className={className} aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      {image === 'turmeric' ? (
        <Turmeric uid={uid} />
      ) : image === 'salmon' ? (
        <Salmon uid={uid} />
      ) : (
        <Spices uid={uid} />
      )}
    </svg>
  );
}
