import { Navigate } from 'react-router';

// Filled in by the order tracking work (issue 3).
export function Component() {
  return <Navigate to="/menu" replace />;
}
