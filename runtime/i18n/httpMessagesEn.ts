/**
 * The HTTP error messages the console shows, in English (`jimu.http.*` in the runtime namespace): texts for
 * failures without a status of their own, the status texts shown when a body carries no message,
 * and what a mapped answer was expected to carry.
 */
export const httpMessagesEn = {
  unknownError:
    'Cannot reach the server: it may not be started, the network may be down, or a proxy may be misconfigured. Check them and try again',
  corsHint:
    'Could not reach the back end: it may not allow cross-origin requests (CORS), or the address does not exist',
  timeout: 'The request timed out: no answer within {{timeout}} ms',
  failedCall: '{{call}}: {{message}}',
  unknownStatus: 'The back end answered with status {{status}}',
  mapping: '{{call}} answered without {{what}} at {{path}} ({{key}})',
  unreadable: 'The server answer could not be read',
  unreadableWrite: 'The server answer could not be read, so the result is unknown: check the list',
  unknownResult:
    'Result unknown: the answer to {{method}} {{path}} was not understood: expected {{expected}}, got {{answer}}',
  emptyAnswer: 'an empty answer',
  status: {
    200: 'The server returned the requested data',
    201: 'Data created or modified',
    202: 'The request is queued in the background',
    204: 'Data deleted',
    400: 'The request carried wrong information',
    401: 'No permission (token invalid, wrong user name or password, or login expired)',
    402: 'The token has expired',
    403: 'Authorised, but access is forbidden',
    404: 'The resource does not exist',
    406: 'The requested format is not available',
    410: 'The resource was deleted permanently and will not come back',
    500: 'The server ran into an error',
    502: 'Gateway error',
    503: 'Service unavailable: the server is overloaded or under maintenance',
    504: 'Gateway timeout',
  },
  expected: {
    envelope: 'an envelope {code, msg, data}',
    record: 'the saved record object',
  },
  what: {
    token: 'a token',
    user: 'a user',
    username: 'a user name (text)',
    avatar: 'an avatar address (text)',
    roles: 'a list of role names',
    permissions: 'a list of permission names',
    routes: 'a route list',
    rows: 'a list of rows',
    total: 'a total',
    record: 'a record',
    id: 'a record id',
    list: 'a list',
    fileUrl: 'a file address (text)',
    value: 'a value',
  },
} as const;
