import type { BodyRules } from '../../../../server/http/bodyCheck';
import {
  DELETE_BODY,
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

/**
 * Bodies of defects and their flow: a report or edit (`id` absent or null: a new one in
 * `projectId`), a transition with what the flow asks for, a comment, a bulk assign, a linked
 * board task and a delete.
 */
export const WORKBENCH_DEFECTS_BODIES: BodyRules = {
  'POST /workbench/defect/save': strict({
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
  }),
  // `from` is the status the caller saw: a defect moved since is a 409.
  'POST /workbench/defect/transition': strict(
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
  ),
  'POST /workbench/defect/comment': strict({ id: ID, text: COMMENT }, ['id', 'text']),
  'POST /workbench/defect/assign': strict({ ids: IDS_FIELD, id: ID, assignee: TEXT }, ['assignee']),
  'POST /workbench/defect/createTask': strict({ id: ID }, ['id']),
  'POST /workbench/defect/doDelete': DELETE_BODY,
};
