import { setup } from 'xstate';

export const STATUSES = [
  'new',
  'confirmed',
  'in_progress',
  'resolved',
  'verified',
  'closed',
  'reopened',
] as const;
export const SEVERITIES = ['blocker', 'critical', 'major', 'minor', 'trivial'] as const;
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const RESOLUTIONS = ['fixed', 'wont_fix', 'duplicate', 'not_a_bug', 'cannot_reproduce'] as const;

export type DefectStatus = (typeof STATUSES)[number];
export type Resolution = (typeof RESOLUTIONS)[number];

/** Who is asking, as the flow needs it: a maintainer is an Admin or the project's owner. */
export interface FlowActor {
  username: string;
  /** Holds write:system; without it no transition is allowed at all. */
  canWrite: boolean;
  maintainer: boolean;
}

/** The defect as the flow reads it. */
export interface FlowDefect {
  status: string;
  assignee?: string | null;
  reporter?: string | null;
}

/** What a transition brings besides its target. */
export interface TransitionInput {
  resolution?: string | null;
  duplicateOf?: number | string | null;
  comment?: string | null;
  assignee?: string | null;
}

interface Context {
  actor: FlowActor;
  defect: FlowDefect;
}

const isAssignee = ({ context: c }: { context: Context }) =>
  c.actor.canWrite && (c.actor.maintainer || (!!c.defect.assignee && c.defect.assignee === c.actor.username));
const isMaintainer = ({ context: c }: { context: Context }) => c.actor.canWrite && c.actor.maintainer;
const isReporterOrMaintainer = ({ context: c }: { context: Context }) =>
  c.actor.canWrite && (c.actor.maintainer || c.defect.reporter === c.actor.username);

// The defect flow (new → confirmed → in_progress → resolved → verified → closed) as one XState
// machine; the server refuses what it does not allow and the screen offers only what it allows, so
// the two cannot disagree. `reopened` goes back into work (confirmed or straight to in_progress),
// which the spec's table leaves open.
const machine = setup({
  types: { context: {} as Context, events: {} as { type: DefectStatus } },
  guards: { isAssignee, isMaintainer, isReporterOrMaintainer },
}).createMachine({
  id: 'defect',
  initial: 'new',
  context: { actor: { username: '', canWrite: false, maintainer: false }, defect: { status: 'new' } },
  states: {
    new: {
      on: {
        confirmed: { target: 'confirmed', guard: 'isMaintainer' },
        closed: { target: 'closed', guard: 'isMaintainer' },
      },
    },
    confirmed: { on: { in_progress: { target: 'in_progress', guard: 'isAssignee' } } },
    in_progress: { on: { resolved: { target: 'resolved', guard: 'isAssignee' } } },
    resolved: {
      on: {
        verified: { target: 'verified', guard: 'isReporterOrMaintainer' },
        reopened: { target: 'reopened', guard: 'isReporterOrMaintainer' },
      },
    },
    verified: { on: { closed: { target: 'closed', guard: 'isMaintainer' } } },
    closed: { on: { reopened: { target: 'reopened', guard: 'isReporterOrMaintainer' } } },
    reopened: {
      on: {
        confirmed: { target: 'confirmed', guard: 'isMaintainer' },
        in_progress: { target: 'in_progress', guard: 'isAssignee' },
      },
    },
  },
});

const isStatus = (value: string): value is DefectStatus => STATUSES.some((status) => status === value);

/**
 * The statuses this person may move the defect to now (none for an unknown status).
 *
 * @example allowedTargets({ status: 'new' }, { username: 'admin', canWrite: true, maintainer: true }); // ['confirmed', 'closed']
 */
export function allowedTargets(defect: FlowDefect, actor: FlowActor): DefectStatus[] {
  if (!isStatus(defect.status)) return [];
  const snapshot = machine.resolveState({ value: defect.status, context: { actor, defect } });
  return STATUSES.filter((to) => snapshot.can({ type: to }));
}

/** The statuses the flow leads to from `status` for someone allowed everything. */
export function flowTargets(status: string): DefectStatus[] {
  return allowedTargets({ status }, { username: '', canWrite: true, maintainer: true });
}

/**
 * The fields a transition needs that are missing or wrong, keyed by field (empty: fine). The
 * message keys are `workbench.defect.need.*`, which the server answers in Chinese itself.
 *
 * @example requirementErrors('in_progress', 'resolved', {}, { status: 'in_progress' }); // { resolution: 'resolution' }
 */
export function requirementErrors(
  from: string,
  to: string,
  input: TransitionInput,
  defect: FlowDefect,
): Record<string, 'resolution' | 'closeResolution' | 'duplicateOf' | 'comment' | 'assignee'> {
  const errors: ReturnType<typeof requirementErrors> = {};
  const resolution = input.resolution ?? '';
  if (from === 'new' && to === 'closed') {
    if (resolution !== 'not_a_bug' && resolution !== 'duplicate') errors.resolution = 'closeResolution';
    else if (resolution === 'duplicate' && !input.duplicateOf) errors.duplicateOf = 'duplicateOf';
  }
  if (to === 'resolved') {
    if (!RESOLUTIONS.some((known) => known === resolution)) errors.resolution = 'resolution';
    else if (resolution === 'duplicate' && !input.duplicateOf) errors.duplicateOf = 'duplicateOf';
  }
  if (to === 'in_progress' && !(input.assignee || defect.assignee)) errors.assignee = 'assignee';
  if (to === 'reopened' && !input.comment?.trim()) errors.comment = 'comment';
  return errors;
}

/** Which fields a transition dialog asks for. */
export function fieldsFor(
  from: string,
  to: string,
): ('resolution' | 'duplicateOf' | 'comment' | 'assignee')[] {
  if ((from === 'new' && to === 'closed') || to === 'resolved')
    return ['resolution', 'duplicateOf', 'comment'];
  if (to === 'in_progress') return ['assignee', 'comment'];
  return ['comment'];
}

/** The resolutions a transition accepts. */
export function resolutionsFor(from: string, to: string): readonly Resolution[] {
  return from === 'new' && to === 'closed' ? ['not_a_bug', 'duplicate'] : RESOLUTIONS;
}
