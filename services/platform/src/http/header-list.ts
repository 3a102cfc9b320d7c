/** Header names and values, in the order they are written. */
export type HeaderList = readonly (readonly [name: string, value: string])[];
