import { describe, expect, it } from 'vitest';
import { minCostMaxFlow, type FlowEdge } from './min-cost-flow.ts';

const [s, a, b, x, y, t] = [0, 1, 2, 3, 4, 5];

describe('minCostMaxFlow', () => {
  it('undoes a cheap first path when a second unit of flow needs its edge', () => {
    const edges: FlowEdge[] = [
      { from: s, to: a, capacity: 1, cost: 0 },
      { from: s, to: b, capacity: 1, cost: 0 },
      { from: a, to: x, capacity: 1, cost: 0 },
      { from: a, to: y, capacity: 1, cost: 5 },
      { from: b, to: x, capacity: 1, cost: 1 },
      { from: x, to: t, capacity: 1, cost: 0 },
      { from: y, to: t, capacity: 1, cost: 0 },
    ];
    // a -> x alone is cheapest, but only b -> x and a -> y carry two units.
    expect(minCostMaxFlow(6, edges, s, t)).toEqual([1, 1, 0, 1, 1, 1, 1]);
  });

  it('takes the cheaper of parallel edges and still carries all it can', () => {
    const edges: FlowEdge[] = [
      { from: s, to: t, capacity: 2, cost: 7 },
      { from: s, to: t, capacity: 1, cost: 3 },
      { from: s, to: a, capacity: 4, cost: 0 },
    ];
    expect(minCostMaxFlow(6, edges, s, t)).toEqual([2, 1, 0]);
  });

  it('refuses costs whose sums it could not add exactly', () => {
    const edge = { from: s, to: t, capacity: 1 };
    expect(() => minCostMaxFlow(6, [{ ...edge, cost: -1 }], s, t)).toThrow(RangeError);
    expect(() => minCostMaxFlow(6, [{ ...edge, cost: 2 ** 52 }], s, t)).toThrow(RangeError);
  });
});
