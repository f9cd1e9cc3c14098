// A one-line progress bar on stderr, drawn only on a terminal (never into a log file or a pipe).

const REDRAW_MS = 100;
const BAR_WIDTH = 30;

export interface ProgressOutput {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

export class ProgressBar {
  private readonly isEnabled: boolean;
  private lastDraw = 0;
  private line = '';

  constructor(private readonly output: ProgressOutput) {
    this.isEnabled = output.isTTY === true;
  }

  /** fraction is 0..1; redraws at most every 100 ms. */
  update(label: string, fraction: number, detail: string): void {
    if (!this.isEnabled) return;
    const now = Date.now();
    if (now - this.lastDraw < REDRAW_MS && fraction < 1) return;
    this.lastDraw = now;
    const done = Math.max(0, Math.min(1, fraction));
    const filled = Math.round(done * BAR_WIDTH);
    const bar = '#'.repeat(filled) + '-'.repeat(BAR_WIDTH - filled);
    const percent = String(Math.floor(done * 100)).padStart(3);
    this.draw(`${label} [${bar}] ${percent}% ${detail}`);
  }

  /** Prints a message line without garbling the bar. */
  message(text: string): void {
    if (!this.isEnabled) {
      this.output.write(text + '\n');
      return;
    }
    this.clear();
    this.output.write(text + '\n');
    if (this.line !== '') this.output.write(this.line);
  }

  /** Removes the bar (before the summary). */
  finish(): void {
    if (!this.isEnabled) return;
    this.clear();
    this.line = '';
  }

  private draw(line: string): void {
    const width = (this.output.columns ?? 80) - 1;
    this.line = line.length > width ? line.slice(0, width) : line;
    this.clear();
    this.output.write(this.line);
  }

  private clear(): void {
    this.output.write('\r\x1b[2K');
  }
}
