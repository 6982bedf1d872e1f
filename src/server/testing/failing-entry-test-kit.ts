/** A stand-in for src/client/shell/entry-server.tsx whose every render fails (dev-server.test.ts). */
export function configure() {}

export async function warm() {}

export function render(): Promise<never> {
  return Promise.reject(new Error('a render that fails'));
}
