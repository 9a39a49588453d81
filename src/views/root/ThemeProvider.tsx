import type { ReactNode } from 'react';

// Placeholder until the theme machine lands (issue 4).
export function ThemeProvider(props: { children: ReactNode }) {
  return <>{props.children}</>;
}
