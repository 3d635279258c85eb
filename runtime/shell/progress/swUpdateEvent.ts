/** Window event the service-worker registration fires when a new version is installed. */
export const SW_UPDATE_EVENT = 'jimu:sw-update';
