/**
 * The global busy indicator's count of requests in flight. A tiny external store so the view can read it with
 * useSyncExternalStore and the request layer needs no React.
 */
type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export const busyStore = {
  start(): () => void {
    inFlight += 1;
    emit();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      inFlight -= 1;
      emit();
    };
  },
  count: (): number => inFlight,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
