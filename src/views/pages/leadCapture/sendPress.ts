/**
 * How long after a press on Send a press of "Send another enquiry" is taken for the second tap of a double tap on
 * Send: on a phone the thank-you screen can put that button under the finger that pressed Send, and the tap would
 * throw the reference away before the visitor has seen it. Only then: a thank-you screen shown again after a
 * reload, or a press with the keyboard, is never held back.
 */
export const AGAIN_GRACE_MS = 1000;

let sendPressedAt = -Infinity;

/** Send's mousedown (also a tap's): when the last press on Send began. */
export function noteSendPress(): void {
  sendPressedAt = performance.now();
}

/** Whether a press now comes within AGAIN_GRACE_MS of the last press on Send. */
export function tapSoonAfterSend(): boolean {
  return performance.now() - sendPressedAt < AGAIN_GRACE_MS;
}
