import { describe, expect, it } from 'vitest';
import { addressClass, classifyHost } from './netAddress';

describe('address classes', () => {
  it('IPv4: public, and every block that is not', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '142.250.74.110', '100.128.0.1', '172.32.0.1', '192.0.1.1'])
      expect(addressClass(ip), ip).toBe('public');
    const special: Array<[string, string]> = [
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.1.2', 'private'],
      ['169.254.169.254', 'link-local'],
      ['100.64.0.1', 'cgnat'],
      ['100.127.255.254', 'cgnat'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['0.0.0.0', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['255.255.255.255', 'reserved'],
      ['192.0.0.8', 'reserved'],
      ['192.0.2.1', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['198.51.100.7', 'reserved'],
      ['203.0.113.9', 'reserved'],
      ['192.88.99.1', 'reserved'],
    ];
    for (const [ip, cls] of special) expect(addressClass(ip), ip).toBe(cls);
  });

  it('IPv6: loopback, unique-local, link-local, site-local, multicast, documentation and the unallocated space', () => {
    expect(addressClass('2a00:1450:4001:80b::200a')).toBe('public');
    expect(addressClass('[2606:4700::1111]')).toBe('public');
    const special: Array<[string, string]> = [
      ['::1', 'loopback'],
      ['0:0:0:0:0:0:0:1', 'loopback'],
      ['::', 'reserved'],
      ['fd00::1', 'unique-local'],
      ['fc12:3456::1', 'unique-local'],
      ['fe80::1', 'link-local'],
      ['febf::1', 'link-local'],
      ['fec0::1', 'private'],
      ['ff02::1', 'multicast'],
      ['2001:db8::1', 'reserved'],
      ['2001::1', 'reserved'], // Teredo
      ['3fff::1', 'reserved'],
      ['100::1', 'reserved'],
      ['1::', 'reserved'],
      ['4000::1', 'reserved'],
      ['64:ff9b:1::1', 'private'],
    ];
    for (const [ip, cls] of special) expect(addressClass(ip), ip).toBe(cls);
  });

  it('IPv6 forms that carry an IPv4 address are judged by it', () => {
    const loopbackForms = [
      '::ffff:127.0.0.1', // mapped
      '::ffff:7f00:1',
      '::ffff:0:7f00:1', // translated
      '::ffff:0:127.0.0.1',
      '::127.0.0.1', // compatible (deprecated)
      '::7f00:1',
      '64:ff9b::7f00:1', // NAT64
      '64:ff9b::127.0.0.1',
      '2002:7f00:1::', // 6to4
    ];
    for (const ip of loopbackForms) expect(addressClass(ip), ip).toBe('loopback');
    expect(addressClass('::ffff:10.0.0.1')).toBe('private');
    expect(addressClass('2002:a9fe:a9fe::1')).toBe('link-local');
    expect(addressClass('64:ff9b::6440:1')).toBe('cgnat');
    // a public IPv4 behind NAT64 or mapped is public; a tunnel form is not a route of its own
    expect(addressClass('64:ff9b::808:808')).toBe('public');
    expect(addressClass('::ffff:8.8.8.8')).toBe('public');
    expect(addressClass('2002:808:808::1')).toBe('reserved');
    expect(addressClass('::8.8.8.8')).toBe('reserved');
  });

  it('what is no address is null', () => {
    for (const text of ['push.example.org', '01.2.3.4', '1.2.3', '256.1.1.1', 'fe80::1%eth0', ':::', '1:2:3:4:5:6:7:8:9', '::g', ''])
      expect(addressClass(text), text).toBeNull();
  });
});

describe('hosts', () => {
  it('names a local network answers for: one label, local suffixes, a trailing dot', () => {
    for (const host of [
      'vm',
      'runsc',
      'localhost',
      'localhost.',
      'push.example.org.',
      'metadata.google.internal',
      'printer.local',
      'nas.lan',
      'router.home.arpa',
      'x.localdomain',
    ])
      expect(classifyHost(host), host).toEqual({ kind: 'local-name' });
  });

  it('other names are resolved; addresses carry their class', () => {
    expect(classifyHost('fcm.googleapis.com')).toEqual({ kind: 'name' });
    expect(classifyHost('[::1]')).toEqual({ kind: 'address', address: '::1', class: 'loopback' });
    expect(classifyHost('8.8.8.8')).toEqual({ kind: 'address', address: '8.8.8.8', class: 'public' });
  });
});
