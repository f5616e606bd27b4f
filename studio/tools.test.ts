/** @jest-environment node */
import type {CurrentUser, Tool} from 'sanity'
import {toolsFor, VISION_TOOL} from './tools'

const tool = (name: string) => ({name, title: name, component: () => null}) as Tool
const TOOLS = [tool('structure'), tool('presentation'), tool(VISION_TOOL), tool('leads'), tool('panel')]

/** A member as Sanity's `users/me` describes one: its roles by name. */
const member = (...roles: string[]): CurrentUser => ({
  id: 'p1',
  name: 'Ana',
  email: 'ana@example.com',
  role: roles[0] ?? '',
  roles: roles.map((name) => ({name, title: name})),
})

const names = (tools: Tool[]) => tools.map((one) => one.name)

describe('Vision, the raw query tool, is for administrators only', () => {
  it('shows every tool to an administrator, whatever other roles they have', () => {
    expect(names(toolsFor(TOOLS, {currentUser: member('administrator')}))).toEqual(names(TOOLS))
    expect(names(toolsFor(TOOLS, {currentUser: member('editor', 'administrator')}))).toContain(VISION_TOOL)
  })

  it('leaves Vision out for editors, viewers, a custom role and a member with no role, keeping the rest in order', () => {
    for (const currentUser of [member('editor'), member('viewer'), member('contributor', 'marketing'), member()]) {
      expect(names(toolsFor(TOOLS, {currentUser}))).toEqual(['structure', 'presentation', 'leads', 'panel'])
    }
  })

  it('leaves Vision out before anyone has signed in', () => {
    expect(names(toolsFor(TOOLS, {currentUser: null}))).not.toContain(VISION_TOOL)
  })
})
