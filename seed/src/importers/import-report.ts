/** What an import did with each row: how many went in, which were turned away and why. */
export class ImportReport {
  accepted = 0;
  readonly rejected: { line: number; reason: string }[] = [];

  reject(line: number, reason: string): void {
    this.rejected.push({ line, reason });
  }

  /** Rejections grouped by reason, most frequent first. */
  reasons(): [reason: string, count: number][] {
    const counts = new Map<string, number>();
    for (const { reason } of this.rejected) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  }

  /** The report as the CLI prints it: totals, reasons, then the first rejected lines. */
  format(shownLines = 20): string {
    const lines = [
      `Accepted ${this.accepted.toLocaleString('en-US')} rows, rejected ${this.rejected.length.toLocaleString('en-US')}.`,
    ];
    for (const [reason, count] of this.reasons()) lines.push(`  ${String(count).padStart(7)}  ${reason}`);
    const sorted = [...this.rejected].sort((a, b) => a.line - b.line);
    for (const { line, reason } of sorted.slice(0, shownLines)) lines.push(`  line ${line}: ${reason}`);
    if (sorted.length > shownLines)
      lines.push(`  ... and ${sorted.length - shownLines} more (--report FILE lists all)`);
    return lines.join('\n');
  }

  toJSON() {
    return { accepted: this.accepted, rejected: [...this.rejected].sort((a, b) => a.line - b.line) };
  }
}
