/**
 * Resolves in a task of its own, so that the work after it does not lengthen the current one: a message the page
 * posts to itself, not a timer (a timer is clamped when nested, and held by a paused clock in tests).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
