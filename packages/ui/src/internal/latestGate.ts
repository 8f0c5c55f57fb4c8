import { useEffect, useState } from 'react';

/** Asks whether the answer a ticket was handed out for is still the one the widget waits for. */
export type IsCurrent = () => boolean;

export interface LatestGate {
  /** A ticket for a new question; every older ticket stops being current. */
  next: () => IsCurrent;
}

/**
 * Hands out one ticket per question (a look-up); only the newest ticket is still current, so an
 * older answer that arrives after a newer question is ignored.
 */
export function createLatestGate(): LatestGate {
  let latest = 0;
  return {
    next() {
      latest += 1;
      const ticket = latest;
      return () => ticket === latest;
    },
  };
}

/** A gate for one mounted widget: unmounting expires every ticket, so late answers are dropped. */
export function useLatestGate(): LatestGate {
  const [gate] = useState(createLatestGate);
  useEffect(() => () => void gate.next(), [gate]);
  return gate;
}
