import { TRANSITIONS } from '@ownless/shared/reservation-machine';
import { describe, expect, it } from 'vitest';
import { actionRequest, dialogFor, orderedActions } from './reservation-actions';

describe('actionRequest: each action of the machine to its endpoint', () => {
  it.each([
    ['approve', '/reservation/7/approve', {}],
    ['reject', '/reservation/7/reject', {}],
    ['ship', '/reservation/7/ship', {}],
    ['start', '/reservation/7/rent-period-action', { action: 'start' }],
    ['return', '/reservation/7/rent-period-action', { action: 'return' }],
    ['complete', '/reservation/7/complete-rent', {}],
    ['cancel-by-renter', '/reservation/7/cancel-reservation', {}],
    ['cancel-by-owner', '/reservation/7/seller-cancel-rent', {}],
  ])('%s → POST %s', (action, path, body) => {
    expect(actionRequest(7, action)).toEqual({ kind: 'post', path, body });
  });

  it('checkout opens the checkout page instead of posting', () => {
    expect(actionRequest(7, 'checkout')).toEqual({ kind: 'navigate', to: '/checkout/7' });
  });

  it('sends the reason and tracking number only when filled in, trimmed', () => {
    expect(actionRequest(7, 'reject', { reason: '  Booked elsewhere ' })).toMatchObject({
      body: { reason: 'Booked elsewhere' },
    });
    expect(actionRequest(7, 'cancel-by-owner', { reason: '   ' })).toMatchObject({ body: {} });
    expect(actionRequest(7, 'ship', { tracking_number: '1Z999' })).toMatchObject({
      body: { tracking_number: '1Z999' },
    });
    // A reason typed for one action never leaks into another's body.
    expect(actionRequest(7, 'approve', { reason: 'x', tracking_number: 'y' })).toMatchObject({
      body: {},
    });
  });

  it('covers every action a renter or owner can take in the shared machine', () => {
    const webActions = new Set(
      TRANSITIONS.filter((t) => t.by === 'renter' || t.by === 'owner').map((t) => t.action),
    );
    for (const action of webActions) expect(actionRequest(1, action)).not.toBeNull();
  });

  it('actions only the system or the operator take have no endpoint here', () => {
    expect(actionRequest(1, 'expire')).toBeNull();
    expect(actionRequest(1, 'cancel-by-admin')).toBeNull();
  });
});

describe('action dialogs and order', () => {
  it('asks before declining, cancelling, shipping and completing', () => {
    expect(dialogFor('reject')).toBe('reject');
    expect(dialogFor('cancel-by-renter')).toBe('cancel');
    expect(dialogFor('cancel-by-owner')).toBe('cancel');
    expect(dialogFor('ship')).toBe('ship');
    expect(dialogFor('complete')).toBe('complete');
    expect(dialogFor('approve')).toBeNull();
    expect(dialogFor('start')).toBeNull();
  });

  it('puts forward actions first, then decline, then cancel', () => {
    const ordered = orderedActions([
      { action: 'cancel-by-owner', label: 'Cancel', to: 'cancelled', available_from: null },
      { action: 'reject', label: 'Reject', to: 'rejected', available_from: null },
      { action: 'approve', label: 'Approve', to: 'approved', available_from: null },
    ]);
    expect(ordered.map((a) => a.action)).toEqual(['approve', 'reject', 'cancel-by-owner']);
  });
});
