import type { ReactNode } from 'react';
import { PageChrome } from '../components/PageChrome';

/** The bare layout of the public verification page: no navigation, just the page and the display menus. */
export function GuestLayout(props: { children: ReactNode }) {
  return <PageChrome>{props.children}</PageChrome>;
}
