import { ErrorAlert } from '../ui/error-alert.tsx';
import type { PortfolioReading } from './portfolio-file.ts';

const whole = new Intl.NumberFormat('en-US');
/** Enough lines to fix a file by; the rest are counted. */
const SHOWN_PROBLEMS = 50;

/** What the reader made of a file or pasted text: how many names loaded, as what, and each row left out by its line. */
export function ReadingReport({ reading, source }: { reading: PortfolioReading; source: string }) {
  if (!reading.ok) {
    return <ErrorAlert message={reading.message} />;
  }
  const { names, problems, format } = reading;
  const as =
    format === null ? 'as a list of names' : format === 'CSV' ? 'as a CSV file' : `as a ${format} export`;
  return (
    <section aria-labelledby="reading-heading" className="space-y-2" data-testid="reading-report">
      <h2 id="reading-heading" className="text-lg font-semibold">
        Read {whole.format(names.length)} {names.length === 1 ? 'name' : 'names'} from {source}, {as}
      </h2>
      {problems.length > 0 && (
        <div className="space-y-2 rounded-box border border-warning bg-warning/10 p-4">
          <p className="font-medium">
            {whole.format(problems.length)} {problems.length === 1 ? 'row was' : 'rows were'} left out; the
            rest loaded:
          </p>
          <ul className="list-disc pl-5 text-sm">
            {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
          {problems.length > SHOWN_PROBLEMS && (
            <p className="text-sm">And {whole.format(problems.length - SHOWN_PROBLEMS)} more.</p>
          )}
        </div>
      )}
    </section>
  );
}
