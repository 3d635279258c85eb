import type { ApiAccess } from './apiAccess';

/** A page (or app.yaml, for session calls) that calls an endpoint, and what for. */
export interface UsedBy {
  page: string;
  /** list | save | delete | load | submit | card, or the session call's name. */
  role: string;
}

/** Where an endpoint comes from: the project's config, a person, or an OpenAPI import. */
export type ApiSource = 'derived' | 'manual' | 'openapi';

/** One endpoint of API management, derived or stored in the `apis` collection. */
export interface ApiEndpoint {
  /** `derived:GET /x` for derived endpoints, the record's id as text for stored ones. */
  id: string;
  recordId?: number;
  projectId: number;
  name: string;
  method: string;
  path: string;
  group: string;
  source: ApiSource;
  status?: string;
  description?: string;
  /** JSON Schemas of the query parameters, the body and the answer's `data`. */
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  response?: Record<string, unknown>;
  /** Whether the answer is the `{code, msg, data}` envelope. */
  envelope: boolean;
  public: boolean;
  usedBy: UsedBy[];
  /** Fields a person changed after an import: a re-import keeps them (YApi #1135). */
  editedFields?: string[];
  owner?: string;
  updateTime?: string;
  access: ApiAccess;
}
