import { useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Spinner } from '../components/Spinner';
import { useSession } from './sessionContext';

/**
 * The route guard (spec section 6: the main layout needs a signed-in user). While the session starts it shows
 * the spinner; signed in, the children; otherwise it blocks the route and sends the visitor to the sign-in page
 * with the path they asked for. Every state without a user has already forgotten the stored one, so "logs out"
 * needs no further step here. After a deliberate sign-out there is nothing to return to.
 */
export function RequireSession(props: { children: ReactNode }) {
  const { actor, goToLogin } = useSession();
  const starting = useSelector(actor, (s) => s.hasTag('starting'));
  const signedIn = useSelector(actor, (s) => s.hasTag('signedIn'));
  const endReason = useSelector(actor, (s) => s.context.endReason);
  const blocked = !starting && !signedIn;

  useEffect(() => {
    // The full address, hash included, so the visitor comes back to exactly what they opened.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (blocked) goToLogin(endReason === 'logout' ? null : here);
  }, [blocked, endReason, goToLogin]);

  return signedIn ? <>{props.children}</> : <Spinner />;
}
