import type { ReactNode } from 'react';

// Placeholder until the session machine lands (issue 3).
export function SessionProvider(props: { children: ReactNode }) {
  return <>{props.children}</>;
}
