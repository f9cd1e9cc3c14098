// Writes whose answers never arrive: the fake carries a write out, then keeps its answer back, as a CRM does
// when the caller is killed in the middle of the call. A test waits until an answer is held (the caller is
// then stopped at a known point: the CRM has the record, the caller has not heard of it), kills the caller,
// and releases the hold.

export interface AnswerHold {
  /** Resolves once the first answer is held back. */
  readonly holding: Promise<void>;
  /** Answers the held writes, and every later one at once. */
  release(): void;
}

interface Hold {
  pathPrefix: string;
  passed: number;
  after: number;
  reached: () => void;
  released: Promise<void>;
}

export class AnswerHolds {
  private readonly holds: Hold[] = [];

  /** Writes (any method but GET) whose path starts with pathPrefix are answered at once `after` times; later ones are carried out, then held. */
  add(pathPrefix: string, after: number): AnswerHold {
    let reached = () => {};
    let release = () => {};
    const holding = new Promise<void>((resolve) => (reached = resolve));
    const hold: Hold = { pathPrefix, passed: 0, after, reached, released: new Promise<void>((resolve) => (release = resolve)) };
    this.holds.push(hold);
    return {
      holding,
      release: () => {
        this.holds.splice(this.holds.indexOf(hold), 1);
        release();
      },
    };
  }

  /** Called once a write is carried out, before its answer: waits while a hold keeps it back. */
  async beforeAnswer(method: string, path: string): Promise<void> {
    if (method === 'GET') return;
    const hold = this.holds.find((h) => path.startsWith(h.pathPrefix));
    if (!hold) return;
    if (hold.passed < hold.after) {
      hold.passed += 1;
      return;
    }
    hold.reached();
    await hold.released;
  }
}
