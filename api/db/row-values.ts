/** Row values from a form's fields, and a row's fields by name. */

/** The optional fields of a form as a row stores them: a field left out is null, so an edit that leaves it out clears it. */
export function nullWhenLeftOut<I extends object, const K extends keyof I>(input: I, names: readonly K[]): { [P in K]: Exclude<I[P], undefined> | null } {
  return Object.fromEntries(names.map((name) => [name, input[name] ?? null])) as { [P in K]: Exclude<I[P], undefined> | null };
}

/** The fields of the names given, in that order. */
export function fieldsNamed<T extends object, const K extends keyof T>(row: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<T, K>;
}
