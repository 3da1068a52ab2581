// Gradients shared by every drawn meal on the page, defined once so illustrations can reference them by id.
export function ArtDefs() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute" focusable="false">
      <defs>
        <radialGradient id="tf-steel" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#fbfaf7" />
          <stop offset="0.6" stopColor="#e4e1da" />
          <stop offset="1" stopColor="#c9c5bc" />
        </radialGradient>
        <radialGradient id="tf-steel-inner" cx="45%" cy="40%" r="70%">
          <stop offset="0" stopColor="#f7f6f2" />
          <stop offset="1" stopColor="#dcd8cf" />
        </radialGradient>
        <radialGradient id="tf-ceramic" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#fffdf8" />
          <stop offset="1" stopColor="#efe7d8" />
        </radialGradient>
        <radialGradient id="tf-copper" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#e39a55" />
          <stop offset="0.55" stopColor="#b8612a" />
          <stop offset="1" stopColor="#7c3a14" />
        </radialGradient>
        <radialGradient id="tf-char" cx="35%" cy="30%" r="80%">
          <stop offset="0" stopColor="#e2733a" />
          <stop offset="0.6" stopColor="#c2461c" />
          <stop offset="1" stopColor="#8a2c10" />
        </radialGradient>
        <radialGradient id="tf-salmon" cx="35%" cy="30%" r="85%">
          <stop offset="0" stopColor="#ffb08a" />
          <stop offset="0.7" stopColor="#f07b4f" />
          <stop offset="1" stopColor="#c8552f" />
        </radialGradient>
        <radialGradient id="tf-shadow" cx="50%" cy="50%" r="50%">
          <stop offset="0.7" stopColor="#072219" stopOpacity="0.22" />
          <stop offset="1" stopColor="#072219" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="tf-sheen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="0.5" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
    </svg>
  );
}
