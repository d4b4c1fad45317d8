// docs/decisions/0074-placement-by-min-cost-flow.md

export interface FlowEdge {
  from: number;
  to: number;
  capacity: number;
  /** Whole and non-negative: the first potentials are then all zero and the sums stay exact. */
  cost: number;
}

export function minCostMaxFlow(
  nodeCount: number,
  edges: readonly FlowEdge[],
  source: number,
  sink: number,
): number[] {
  // Past 2^53 sums would silently round.
  const maxCost = edges.reduce((max, e) => Math.max(max, e.cost), 0);
  if (
    edges.some((e) => !Number.isSafeInteger(e.cost) || e.cost < 0) ||
    !Number.isSafeInteger(maxCost * nodeCount)
  ) {
    throw new RangeError('Edge costs must be whole, non-negative and small enough to add exactly');
  }
  // Edge i is stored at 2i, its reverse at 2i + 1 (so e ^ 1 is the partner).
  const to = new Int32Array(edges.length * 2);
  const capacity = new Float64Array(edges.length * 2);
  const cost = new Float64Array(edges.length * 2);
  const next = new Int32Array(edges.length * 2);
  const head = new Int32Array(nodeCount).fill(-1);
  const store = (e: number, from: number, target: number, cap: number, c: number) => {
    to[e] = target;
    capacity[e] = cap;
    cost[e] = c;
    next[e] = head[from]!;
    head[from] = e;
  };
  edges.forEach((edge, i) => {
    store(2 * i, edge.from, edge.to, edge.capacity, edge.cost);
    store(2 * i + 1, edge.to, edge.from, 0, -edge.cost);
  });

  const potential = new Float64Array(nodeCount);
  const reduced = (e: number) => cost[e]! + potential[to[e ^ 1]!]! - potential[to[e]!]!;

  const distance = new Float64Array(nodeCount);
  const settled = new Uint8Array(nodeCount);
  const shortestDistances = (): boolean => {
    distance.fill(Infinity);
    settled.fill(0);
    distance[source] = 0;
    const heap = new MinHeap();
    heap.push(0, source);
    while (heap.size > 0) {
      const u = heap.pop();
      if (settled[u]) continue;
      settled[u] = 1;
      if (u === sink) break;
      const d = distance[u]!;
      for (let e = head[u]!; e !== -1; e = next[e]!) {
        if (capacity[e]! === 0) continue;
        const v = to[e]!;
        const through = d + reduced(e);
        if (through < distance[v]!) {
          distance[v] = through;
          heap.push(through, v);
        }
      }
    }
    if (!settled[sink]) return false;
    // Only nodes settled before the sink move, so reduced costs stay non-negative (as AtCoder's).
    for (let v = 0; v < nodeCount; v++) {
      if (settled[v]) potential[v]! += distance[v]! - distance[sink]!;
    }
    return true;
  };

  // A path this round skips is found by the next round at the same length.
  const arc = new Int32Array(nodeCount);
  const mark = new Uint8Array(nodeCount); // 1 on the current path, 2 a dead end
  const augmentOnePath = (): boolean => {
    const path: number[] = [];
    let u = source;
    mark[u] = 1;
    while (u !== sink) {
      let e = arc[u]!;
      while (e !== -1 && !(capacity[e]! > 0 && mark[to[e]!] === 0 && reduced(e) === 0)) {
        e = next[e]!;
      }
      arc[u] = e;
      if (e !== -1) {
        path.push(e);
        u = to[e]!;
        mark[u] = 1;
        continue;
      }
      mark[u] = 2;
      if (u === source) return false;
      u = to[path.pop()! ^ 1]!;
    }
    const amount = Math.min(...path.map((e) => capacity[e]!));
    for (const e of path) {
      capacity[e]! -= amount;
      capacity[e ^ 1]! += amount;
      mark[to[e]!] = 0;
    }
    return true;
  };

  while (shortestDistances()) {
    arc.set(head);
    mark.fill(0);
    while (augmentOnePath());
  }
  return edges.map((_, i) => capacity[2 * i + 1]!);
}

class MinHeap {
  private keys: number[] = [];
  private nodes: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, node: number): void {
    let i = this.keys.length;
    this.keys.push(key);
    this.nodes.push(node);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.nodes[i] = this.nodes[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.nodes[i] = node;
  }

  pop(): number {
    const top = this.nodes[0]!;
    const key = this.keys.pop()!;
    const node = this.nodes.pop()!;
    const n = this.keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && this.keys[child + 1]! < this.keys[child]!) child++;
        if (this.keys[child]! >= key) break;
        this.keys[i] = this.keys[child]!;
        this.nodes[i] = this.nodes[child]!;
        i = child;
      }
      this.keys[i] = key;
      this.nodes[i] = node;
    }
    return top;
  }
}
