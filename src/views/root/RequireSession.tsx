import type { ReactNode } from 'react';
import { Redirect } from 'wouter';

// Placeholder until the session machine lands (issue 3): nobody is signed in yet.
export function RequireSession(_props: { children: ReactNode }) {
  return <Redirect to="/auth/login" replace />;
}
