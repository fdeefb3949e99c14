/**
 * Events handed from the turn's driver to the stream reading them: pushed as they are stored,
 * read in order, ended once. A reader that stops early leaves the rest unread; the driver goes on.
 */
export class EventQueue<T> {
  private readonly items: T[] = [];
  private ended = false;
  private wake: (() => void) | null = null;

  push(item: T): void {
    this.items.push(item);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      const item = this.items.shift();
      if (item !== undefined) {
        yield item;
        continue;
      }
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}
