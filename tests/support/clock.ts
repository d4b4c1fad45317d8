import type { Clock } from '../../src/server/lib/clock.ts';

/** A clock the test moves by hand: expiry rules are tested without sleeping. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}
