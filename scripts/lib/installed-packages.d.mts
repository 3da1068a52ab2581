// Types for installed-packages.mjs, which its test imports.
export function installMismatch(root: string): string | null;
