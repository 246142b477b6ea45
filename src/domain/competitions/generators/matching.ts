// Maximum matching in a general graph (Edmonds' blossom algorithm, O(V³)), used as an oracle: the Swiss
// pairing keeps one perfect matching of the still-unpaired players at hand, and before it commits to a
// pair it checks that the rest can still all be paired (one augmenting-path search). A greedy choice
// checked this way never dead-ends when a pairing exists, without exponential backtracking.

export class BlossomMatching {
  /** mate[v] = the vertex matched to v, or −1. */
  readonly mate: Int32Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly used: Uint8Array;
  private readonly inBlossom: Uint8Array;
  /** Vertices taken out of the graph (already paired, or resting). */
  readonly removed: Uint8Array;

  constructor(
    readonly size: number,
    private readonly edge: (a: number, b: number) => boolean,
  ) {
    this.mate = new Int32Array(size).fill(-1);
    this.parent = new Int32Array(size);
    this.base = new Int32Array(size);
    this.used = new Uint8Array(size);
    this.inBlossom = new Uint8Array(size);
    this.removed = new Uint8Array(size);
  }

  /** Augments from every free vertex; true if every vertex still in the graph is matched. */
  maximise(): boolean {
    for (let v = 0; v < this.size; v++) if (!this.removed[v] && this.mate[v] === -1) this.augment(v);
    return this.isPerfect();
  }

  isPerfect(): boolean {
    for (let v = 0; v < this.size; v++) if (!this.removed[v] && this.mate[v] === -1) return false;
    return true;
  }

  /** Looks for an augmenting path from the free vertex `root` and flips it; false if there is none. */
  augment(root: number): boolean {
    const end = this.findPath(root);
    if (end === -1) return false;
    let v = end;
    while (v !== -1) {
      const pv = this.parent[v]!;
      const ppv = this.mate[pv]!;
      this.mate[v] = pv;
      this.mate[pv] = v;
      v = ppv;
    }
    return true;
  }

  private lca(a0: number, b0: number): number {
    const seen = new Uint8Array(this.size);
    let a = a0;
    for (;;) {
      a = this.base[a]!;
      seen[a] = 1;
      if (this.mate[a] === -1) break;
      a = this.parent[this.mate[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = this.base[b]!;
      if (seen[b]) return b;
      b = this.parent[this.mate[b]!]!;
    }
  }

  private markPath(v0: number, b: number, child0: number): void {
    let v = v0;
    let child = child0;
    while (this.base[v] !== b) {
      this.inBlossom[this.base[v]!] = 1;
      this.inBlossom[this.base[this.mate[v]!]!] = 1;
      this.parent[v] = child;
      child = this.mate[v]!;
      v = this.parent[this.mate[v]!]!;
    }
  }

  private findPath(root: number): number {
    const n = this.size;
    this.used.fill(0);
    this.parent.fill(-1);
    for (let i = 0; i < n; i++) this.base[i] = i;
    this.used[root] = 1;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      for (let to = 0; to < n; to++) {
        if (to === v || this.removed[to] || !this.edge(v, to)) continue;
        if (this.base[v] === this.base[to] || this.mate[v] === to) continue;
        if (to === root || (this.mate[to] !== -1 && this.parent[this.mate[to]!] !== -1)) {
          const current = this.lca(v, to);
          this.inBlossom.fill(0);
          this.markPath(v, current, to);
          this.markPath(to, current, v);
          for (let i = 0; i < n; i++) {
            if (this.inBlossom[this.base[i]!]) {
              this.base[i] = current;
              if (!this.used[i]) {
                this.used[i] = 1;
                queue.push(i);
              }
            }
          }
        } else if (this.parent[to] === -1) {
          this.parent[to] = v;
          if (this.mate[to] === -1) return to;
          const next = this.mate[to]!;
          this.used[next] = 1;
          queue.push(next);
        }
      }
    }
    return -1;
  }
}
