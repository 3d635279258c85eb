// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { elementOf } from '../lib/testElements';
import { AccessProvider } from './AccessProvider';
import type { AccessSubject } from './can';
import { Permission } from './Permission';
import { usePermission } from './usePermission';

const editor: AccessSubject = {
  roles: ['Editor'],
  permissions: ['read:system', 'write:system'],
  admin: false,
};

function DeleteButton() {
  const allowed = usePermission(['delete:system']);
  return (
    <button type="button" disabled={!allowed}>
      delete
    </button>
  );
}

afterEach(cleanup);

describe('<Permission> and usePermission', () => {
  it('PM-03: a denied element is removed from the DOM, a permitted one is rendered', () => {
    render(
      <AccessProvider subject={editor}>
        <Permission rule={['write:system']}>
          <button type="button">edit</button>
        </Permission>
        <Permission rule={{ permissions: ['delete:system'] }}>
          <button type="button">remove</button>
        </Permission>
      </AccessProvider>,
    );
    expect(screen.getByRole('button', { name: 'edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'remove' })).toBeNull();
  });

  it('PM-03: the fallback shows in place of a denied element', () => {
    render(
      <AccessProvider subject={editor}>
        <Permission rule={{ roles: ['Editor'], mode: 'except' }} fallback={<span>no access</span>}>
          <span>table</span>
        </Permission>
      </AccessProvider>,
    );
    expect(screen.getByText('no access')).toBeTruthy();
    expect(screen.queryByText('table')).toBeNull();
  });

  it('PM-02: usePermission follows the subject when the provider changes it', () => {
    const { rerender } = render(
      <AccessProvider subject={editor}>
        <DeleteButton />
      </AccessProvider>,
    );
    expect(elementOf(screen.getByRole('button', { name: 'delete' }), HTMLButtonElement).disabled).toBe(true);
    rerender(
      <AccessProvider subject={{ ...editor, admin: true }}>
        <DeleteButton />
      </AccessProvider>,
    );
    expect(elementOf(screen.getByRole('button', { name: 'delete' }), HTMLButtonElement).disabled).toBe(false);
  });

  it('PM-03: without a provider nothing guarded is shown', () => {
    render(
      <Permission rule={['read:system']}>
        <span>secret</span>
      </Permission>,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });
});
