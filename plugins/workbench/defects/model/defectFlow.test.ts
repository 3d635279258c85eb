import { describe, expect, it } from 'vitest';
import { allowedTargets, flowTargets, requirementErrors } from './defectFlow';

const admin = { username: 'admin', canWrite: true, maintainer: true };
const editor = { username: 'editor', canWrite: true, maintainer: false };
const reader = { username: 'test', canWrite: false, maintainer: true };

describe('#16.2 §5.14 the defect flow machine', () => {
  it('#16.2 follows the table of §5.14 for someone allowed everything', () => {
    expect(flowTargets('new')).toEqual(['confirmed', 'closed']);
    expect(flowTargets('confirmed')).toEqual(['in_progress']);
    expect(flowTargets('in_progress')).toEqual(['resolved']);
    expect(flowTargets('resolved')).toEqual(['verified', 'reopened']);
    expect(flowTargets('verified')).toEqual(['closed']);
    expect(flowTargets('closed')).toEqual(['reopened']);
    expect(flowTargets('reopened')).toEqual(['confirmed', 'in_progress']);
    expect(flowTargets('open')).toEqual([]);
  });

  it('#16.2 who: the assignee works, the reporter verifies or reopens, only maintainers triage; no write, no move', () => {
    const mine = { status: 'confirmed', assignee: 'editor', reporter: 'lina' };
    expect(allowedTargets(mine, editor)).toEqual(['in_progress']);
    expect(allowedTargets({ ...mine, assignee: 'lina' }, editor)).toEqual([]);
    expect(allowedTargets({ status: 'resolved', reporter: 'editor' }, editor)).toEqual([
      'verified',
      'reopened',
    ]);
    expect(allowedTargets({ status: 'new', reporter: 'editor' }, editor)).toEqual([]);
    expect(allowedTargets({ status: 'new' }, admin)).toEqual(['confirmed', 'closed']);
    expect(allowedTargets({ status: 'new' }, reader)).toEqual([]);
  });

  it('#16.2 requires a resolution to resolve, 不是缺陷/重复 to close a new one, a comment to reopen, an assignee to start', () => {
    expect(requirementErrors('in_progress', 'resolved', {}, { status: 'in_progress' })).toEqual({
      resolution: 'resolution',
    });
    expect(requirementErrors('new', 'closed', { resolution: 'fixed' }, { status: 'new' })).toEqual({
      resolution: 'closeResolution',
    });
    expect(requirementErrors('new', 'closed', { resolution: 'duplicate' }, { status: 'new' })).toEqual({
      duplicateOf: 'duplicateOf',
    });
    expect(requirementErrors('closed', 'reopened', { comment: '  ' }, { status: 'closed' })).toEqual({
      comment: 'comment',
    });
    expect(requirementErrors('confirmed', 'in_progress', {}, { status: 'confirmed' })).toEqual({
      assignee: 'assignee',
    });
    expect(requirementErrors('verified', 'closed', {}, { status: 'verified' })).toEqual({});
  });
});
