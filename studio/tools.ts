import type {ConfigContext, Tool} from 'sanity'

/** The name of Vision's tool, as `visionTool` is given it in sanity.config.ts. */
export const VISION_TOOL = 'vision'

/** The role Sanity gives a project's administrators. */
const ADMINISTRATOR = 'administrator'

/**
 * The tools a member of the project sees. Vision, the raw GROQ query tool, reads every document
 * of the project (visitors' contact requests included) in the developers' terms, and no editor's
 * work needs it: only administrators see it. The workspace's `tools`, as a function of the
 * signed-in user, is where Sanity lets a Studio choose its tools per member; without a user (not
 * signed in yet) it is left out too.
 */
export function toolsFor(tools: Tool[], {currentUser}: Pick<ConfigContext, 'currentUser'>): Tool[] {
  const isAdministrator = currentUser?.roles.some((role) => role.name === ADMINISTRATOR) ?? false
  return isAdministrator ? tools : tools.filter((tool) => tool.name !== VISION_TOOL)
}
