/** Window event the service-worker registration fires when a new version is installed (SE-10). */
export const SW_UPDATE_EVENT = 'jimu:sw-update';
