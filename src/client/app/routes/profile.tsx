import { Navigate } from 'react-router';

// Filled in by the accounts work (issue 3).
export function Component() {
  return <Navigate to="/login" replace />;
}
