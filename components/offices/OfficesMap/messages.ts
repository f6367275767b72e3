/**
 * The messages OfficesMap reads, which its server part puts in scope. Here, not in the island's
 * module: what a client module exports is only a reference on the server.
 */
export const OFFICES_MAP_MESSAGES = ['Offices.mapPreview', 'Offices.showMap', 'Offices.mapLoading', 'Offices.mapUnavailable'];
