/** The number in the page's address (`?number=`): a deep link's, or the last one checked. */
export function numberFromAddress(): string {
  return new URLSearchParams(window.location.search).get('number') ?? '';
}

/** Puts the checked number in the address (shareable), or removes it; other parameters stay. */
export function syncAddress(number: string) {
  const url = new URL(window.location.href);
  if (number) url.searchParams.set('number', number);
  else url.searchParams.delete('number');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
