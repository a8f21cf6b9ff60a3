/**
 * Runs an importer's main and sets the exit code it returns; an unexpected error is a bad
 * invocation (2), printed as one line, never a stack trace.
 */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
