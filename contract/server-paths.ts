/**
 * Paths the server answers itself and the app never owns: the API (its GET /api/logout page
 * included), uploaded files, hashed assets and the health check. The server sends a real 404
 * for an unknown one rather than the app's index.html; the service worker never answers a
 * navigation to one with the app's shell. Tested against a path with its query.
 */
export const SERVER_PATHS = /^\/(api|objects|assets|healthz)(\/|$|\?)/;
