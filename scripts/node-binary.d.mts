// Types of scripts/node-binary.mjs (plain JavaScript, run by the checks on any Node).
export function nodeBinary(version: string): string;
