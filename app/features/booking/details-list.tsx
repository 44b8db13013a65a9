/** A booking's details as terms and values, two columns from a small screen up: the confirmation view and the booking's page. */
export function DetailsList({
  rows,
  className = "",
}: {
  rows: readonly [string, string][];
  className?: string;
}) {
  return (
    <dl className={`grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr] ${className}`}>
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="break-words text-slate-700">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
