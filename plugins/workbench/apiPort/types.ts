/** Who may call an endpoint, as GET /workbench/apis/getList answers it. */
export interface Access {
  public: boolean;
  rule: string;
  ruleDescription?: string;
  permission: string | null;
  roles: { role: string; allowed: boolean }[];
}

/** One endpoint of a project: derived from its config, hand-added or imported. */
export interface Endpoint {
  id: string;
  recordId?: number;
  name: string;
  method: string;
  path: string;
  group: string;
  source: 'derived' | 'manual' | 'openapi';
  status?: string;
  description?: string;
  query?: Schema;
  body?: Schema;
  response?: Schema;
  envelope: boolean;
  public: boolean;
  usedBy: { page: string; role: string }[];
  editedFields?: string[];
  access: Access;
}

export type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };

/** One run of try-it as the history keeps it: never the token. */
export interface Run {
  at: string;
  method: string;
  url: string;
  status: number;
  ms: number;
  msg: string;
}

export const METHOD_COLORS: Record<string, 'green' | 'blue' | 'orange' | 'red' | 'purple'> = {
  GET: 'green',
  POST: 'blue',
  PUT: 'orange',
  PATCH: 'purple',
  DELETE: 'red',
};
