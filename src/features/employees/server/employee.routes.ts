import { createRouter, type Deps } from '@/server/deps';

// To be filled in: see issue 3.
export function employeeRoutes(_deps: Deps) {
  const app = createRouter();
  return app;
}
