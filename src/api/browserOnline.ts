/**
 * Whether the browser believes it is online. Only a definite `false` counts as offline: `true` may still mean no
 * internet, and a runtime without navigator (tests, node) says nothing, so it counts as online.
 */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
