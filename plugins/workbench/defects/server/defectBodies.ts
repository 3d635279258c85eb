import {
  ID,
  ID_OR_NULL,
  IDS_FIELD,
  LONG_TEXT,
  strict,
  TEXT,
  textUpTo,
} from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';
import { PRIORITIES, RESOLUTIONS, SEVERITIES, STATUSES } from '../model/defectFlow';
import { MAX_ATTACHMENTS } from './defectAttachments';

/** A user name, or null (or empty) for nobody. */
const PERSON = schema({ type: ['string', 'null'], maxLength: 2000 });

/** A comment: at most 4000 characters. */
const COMMENT = textUpTo(4000);

/** A file on a defect: the id `POST /upload` answered, or the attachment record the defect holds. */
const ATTACHMENT = schema({
  anyOf: [
    textUpTo(64),
    strict({ id: textUpTo(64), name: TEXT, url: TEXT, type: TEXT, size: { type: 'number' } }, ['id']),
  ],
});

/** A defect reported or edited (`id` absent or null: a new one in `projectId`). */
export const DEFECT_SAVE = strict({
  id: ID_OR_NULL,
  projectId: ID,
  title: textUpTo(120),
  severity: { enum: SEVERITIES },
  priority: { enum: PRIORITIES },
  assignee: PERSON,
  description: LONG_TEXT,
  environment: TEXT,
  version: TEXT,
  pageRef: TEXT,
  attachments: { type: 'array', items: ATTACHMENT, maxItems: MAX_ATTACHMENTS },
});

// `from` is the status the caller saw: a defect moved since is a 409.
/** A move of the flow, with what it asks for (a resolution, the duplicate, a comment, a person). */
export const DEFECT_TRANSITION = strict(
  {
    id: ID,
    from: { enum: STATUSES },
    to: { enum: STATUSES },
    resolution: { enum: [...RESOLUTIONS, '', null] },
    duplicateOf: ID_OR_NULL,
    comment: { type: ['string', 'null'], maxLength: 4000 },
    assignee: PERSON,
  },
  ['id', 'to'],
);

export const DEFECT_COMMENT = strict({ id: ID, text: COMMENT }, ['id', 'text']);

/** Defects given to one person. */
export const DEFECT_ASSIGN = strict({ ids: IDS_FIELD, id: ID, assignee: TEXT }, ['assignee']);

/** The defect named by `id` (a linked board task is made for it). */
export const DEFECT_ID = strict({ id: ID }, ['id']);
