import { IMPORT_COLUMNS } from '#core/imports/index';

/** The documented upload columns, collapsed by default so the dialog stays short. */
export function ImportColumnsHelp() {
  return (
    <details className="bg-muted/30 rounded-md border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Which columns can the file have?</summary>
      <div className="text-muted-foreground mt-2 grid gap-2">
        <p>
          A Seller Central <strong className="text-foreground">All Listings Report</strong> works as downloaded (Inventory →
          Inventory Reports). For CSV (comma or semicolon), tab-separated or JSON Lines files, use these columns:
        </p>
        <table className="w-full text-left text-xs">
          <thead>
            <tr>
              <th className="text-foreground py-1 pr-3 font-medium">Column</th>
              <th className="text-foreground py-1 font-medium">What it holds</th>
            </tr>
          </thead>
          <tbody>
            {IMPORT_COLUMNS.map((c) => (
              <tr key={c.name} className="border-t align-top">
                <td className="text-foreground py-1 pr-3 font-mono whitespace-nowrap">
                  {c.name}
                  {c.required && <span className="text-destructive ml-1 font-sans">required</span>}
                </td>
                <td className="py-1">{c.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>UTF-8 and Windows-1252 (Excel) files both work. Up to 20 MB; a file with any invalid row is not imported at all.</p>
      </div>
    </details>
  );
}
