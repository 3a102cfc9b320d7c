/** The id of the JSON script tag that carries a server-rendered page's query cache. */
export const SSR_STATE_ID = 'ssr-state';
