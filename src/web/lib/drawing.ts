// Geometry for the drawings (meal pictures, article illustrations) that the build renders and the browser hydrates.

/**
 * A point at an angle from a centre, to a hundredth of a unit. Math.cos and Math.sin are approximations whose last
 * bits differ between engines (the build's Node and the visitor's browser): unrounded, the markup rendered at build
 * time and the browser's rendering disagree, and React re-renders the drawing on hydration.
 */
export function polar(cx: number, cy: number, angle: number, rx: number, ry = rx): { x: number; y: number } {
  return {
    x: Math.round((cx + Math.cos(angle) * rx) * 100) / 100,
    y: Math.round((cy + Math.sin(angle) * ry) * 100) / 100,
  };
}
