/**
 * Where the shopper routes' lazy modules live (routes.tsx names each one for the server's boot
 * plan). The client build gives them no module preloads of its own: the server has every page
 * import its routes' files together with the entry.
 */
export const ROUTE_MODULE_PATH = /\/src\/shopper\/pages\/[^/]+$|\/src\/shopper\/notFound\.data\.ts$/;
