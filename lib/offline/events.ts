/**
 * The browser events between the forms and the offline queue's sender
 * (components/system/OfflineQueue): one name each, in one place.
 */
const QUEUED = 'experts:offline-queued';
const DELIVERED = 'experts:offline-delivered';

/** A form put a submission in the queue: the sender looks at once (it may be online again). */
export function announceQueued(): void {
  window.dispatchEvent(new Event(QUEUED));
}

export function onQueued(listener: () => void): () => void {
  window.addEventListener(QUEUED, listener);
  return () => window.removeEventListener(QUEUED, listener);
}

/** The sender delivered a queued submission: the form that queued it can say so. */
export type Delivery = { key: string; id: string; reference: string };

export function announceDelivered(delivery: Delivery): void {
  window.dispatchEvent(new CustomEvent(DELIVERED, { detail: delivery }));
}

export function onDelivered(listener: (delivery: Delivery) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Delivery>).detail);
  window.addEventListener(DELIVERED, handler);
  return () => window.removeEventListener(DELIVERED, handler);
}
