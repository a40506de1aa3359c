import { describe, expect, it } from 'vitest';
import { foldAlert, parseAlertItem, parsePushPayload } from './alertItem';
import { ALERTS_KEPT } from './alertRules';
import { sampleAlert } from '../../testing/alerts';

const item = sampleAlert;

describe('alert items', () => {
  it('reads a push payload with its user, JSON or object: an alert or the settings test', () => {
    const payload = { type: 'alert', user_id: 2, alert: item(5) };
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(parsePushPayload(payload)).toEqual(payload);
    expect(parsePushPayload({ type: 'test', user_id: 2, title: 'T', body: 'B' })).toEqual({
      type: 'test',
      user_id: 2,
      title: 'T',
      body: 'B',
    });
    expect(parsePushPayload({ type: 'alert', alert: item(5) })).toBeNull(); // no user
    expect(parsePushPayload({ type: 'alert', user_id: 2, alert: { ...item(5), url: 'https://elsewhere.example/' } })).toBeNull();
    expect(parsePushPayload({ type: 'other', user_id: 2 })).toBeNull();
    expect(parsePushPayload('not json')).toBeNull();
  });

  it('refuses malformed alerts and links that leave the app', () => {
    expect(parseAlertItem({ ...item(1), kind: 'other' })).toBeNull();
    expect(parseAlertItem({ ...item(1), url: 'https://evil.example/' })).toBeNull();
    expect(parseAlertItem({ ...item(1), url: '//evil.example/' })).toBeNull();
    expect(parseAlertItem({ ...item(1), id: 0 })).toBeNull();
    expect(parseAlertItem({ ...item(1), bot_id: '3' })).toBeNull();
    expect(parseAlertItem(null)).toBeNull();
  });

  it('folds a new alert in first, once, keeping the newest ALERTS_KEPT and counting unread', () => {
    let list = foldAlert(null, item(1));
    list = foldAlert(list, item(3));
    list = foldAlert(list, item(2, { read: true }));
    expect(list.items.map((a) => a.id)).toEqual([3, 2, 1]);
    expect(list.unread).toBe(2);
    expect(foldAlert(list, item(3))).toBe(list);
    let long = list;
    for (let id = 10; id < 10 + ALERTS_KEPT; id++) long = foldAlert(long, item(id));
    expect(long.items).toHaveLength(ALERTS_KEPT);
    expect(long.items[0].id).toBe(9 + ALERTS_KEPT);
  });
});
