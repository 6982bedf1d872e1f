import { createRouter, type Deps } from '@/server/deps';

// To be filled in: see issue 3.
export function orderRoutes(_deps: Deps) {
  const app = createRouter();
  return app;
}
