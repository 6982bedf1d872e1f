// Types of scripts/debian-packages.mjs (plain JavaScript, run by the test command on any Node).
export function ensureDebianPackages(files: Record<string, string>, forWhat: string): void;
