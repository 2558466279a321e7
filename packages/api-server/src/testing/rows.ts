/** The one row a test expects a query to find; none fails the test with a message that says which. */
export function onlyRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, but the query found no row.`);
  return row;
}
