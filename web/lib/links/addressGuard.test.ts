/** @jest-environment node */
import type {LookupAddress} from 'node:dns'
import {guardedLookup, isPublicAddress, REFUSED_ADDRESS, refusesLiteral} from './addressGuard'

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.8', 'private'],
    ['172.20.1.1', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['198.51.100.7', 'documentation'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hexadecimal'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2001:db8::1', 'documentation'],
    ['localhost', 'a name, not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['8.8.8.8', '93.184.215.14', '2606:4700::1111', '2a00:1450:4001::200e'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})

describe('refusesLiteral', () => {
  // The URL parser writes every form of an address one way, so these all reach the guard as loopback or unspecified.
  it.each([
    'http://0/',
    'http://[::]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
  ])('refuses %s', (address) => {
    expect(refusesLiteral(new URL(address), isPublicAddress)).toBe(true)
  })

  it('leaves names to the lookup, and lets a public address through', () => {
    expect(refusesLiteral(new URL('http://localhost/'), isPublicAddress)).toBe(false)
    expect(refusesLiteral(new URL('http://8.8.8.8/'), isPublicAddress)).toBe(false)
  })

  it('cannot be given an IPv6 zone id: the URL parser refuses it', () => {
    expect(() => new URL('http://[fe80::1%25eth0]/')).toThrow()
  })
})

describe('guardedLookup', () => {
  /** Calls the lookup as net.connect does, with `all` as Node's family autoselection asks. */
  const lookUp = (lookup: ReturnType<typeof guardedLookup>, all: boolean) =>
    new Promise<{error: NodeJS.ErrnoException | null; address: string | LookupAddress[]}>((resolve) =>
      lookup('rebinding.example', {all}, (error, address) => resolve({error, address})),
    )

  it('resolves once per connection and refuses a connection whose name now answers a private address', async () => {
    const answers = [['93.184.215.14'], ['127.0.0.1']]
    const asked: string[] = []
    const lookup = guardedLookup(async (host) => {
      asked.push(host)
      return answers.shift()!
    }, isPublicAddress)
    expect(await lookUp(lookup, true)).toEqual({error: null, address: [{address: '93.184.215.14', family: 4}]})
    const second = await lookUp(lookup, false)
    expect(second.error?.code).toBe(REFUSED_ADDRESS)
    expect(second.error?.message).not.toContain('127.0.0.1')
    expect(asked).toEqual(['rebinding.example', 'rebinding.example'])
  })

  it('refuses a name when any of its addresses is private, and says a name without one does not exist', async () => {
    const mixed = guardedLookup(async () => ['93.184.215.14', '10.0.0.1'], isPublicAddress)
    expect((await lookUp(mixed, true)).error?.code).toBe(REFUSED_ADDRESS)
    const none = guardedLookup(async () => [], isPublicAddress)
    expect((await lookUp(none, false)).error?.code).toBe('ENOTFOUND')
  })

  it('hands a single address when Node asks for one', async () => {
    const lookup = guardedLookup(async () => ['2606:4700::1111'], isPublicAddress)
    const answer = await new Promise((resolve) =>
      lookup('example.org', {}, (error, address, family) => resolve({error, address, family})),
    )
    expect(answer).toEqual({error: null, address: '2606:4700::1111', family: 6})
  })
})
