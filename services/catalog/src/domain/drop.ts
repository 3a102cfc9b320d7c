/** The drop of one day: which wines, in the order they are shown. */
export type Drop = { status: 'none' } | { status: 'scheduled'; date: string; productIds: string[] };
