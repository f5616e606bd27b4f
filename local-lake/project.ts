/**
 * What the Studio asks about its user, project and dataset before it shows anything. The lake has
 * no accounts or permissions: every member is an administrator. A request acts as the member whose
 * token it carries (`Authorization: Bearer <token>`, as Sanity's API reads it); any other request
 * (no token, or a token the lake does not know, such as the site's) acts as the first member, but
 * for `users/me`, which refuses a token it does not know, as Sanity's does.
 */

/** A member of the local project, as `users/me` and `users/<ids>` describe one. */
export type LocalUser = {id: string; name: string; email: string; token?: string}

/**
 * The one local editor. Its token is no secret (the lake answers this machine only): it lets the
 * Studio sign in with a token, as with Sanity, so that what needs the editor's own credential (the
 * site's link check) works offline too. Without it the Studio acts as this editor all the same.
 */
export const LOCAL_USER: LocalUser = {
  id: 'local-editor',
  name: 'Editor local',
  email: 'editor@localhost',
  token: 'local-editor-token-not-a-secret-0000',
}

/** Sanity's Studio takes a token from its address (`#token=`, 32 characters or more) and keeps it. */
export function signInAddress(studioOrigin: string, member: LocalUser): string | undefined {
  return member.token && member.token.length >= 32 ? `${studioOrigin}/#token=${member.token}` : undefined
}

/**
 * Members from `LOCAL_LAKE_USERS`: `id:Name:token` entries separated by `;` (the first acts without
 * a token, so its token may be left out), to try the Studio as several people on one machine.
 */
export function parseMembers(setting: string): LocalUser[] {
  return setting
    .split(';')
    .filter((entry) => entry.trim() !== '')
    .map((entry, index) => {
      const [id = '', name = '', token = ''] = entry.split(':').map((part) => part.trim())
      if (!/^[A-Za-z0-9_-]+$/.test(id) || !name || (index > 0 && !token))
        throw new Error(
          `LOCAL_LAKE_USERS: «${entry}» must be id:Name:token (letters, digits, _ or - in the id; a token for every member after the first)`,
        )
      return {id, name, email: `${id}@localhost`, ...(token ? {token} : {})}
    })
}

/** A member in the shape of Sanity's `users/me` (without the token). */
export function describeUser({id, name, email}: LocalUser) {
  return {
    id,
    name,
    email,
    profileImage: null,
    role: 'administrator',
    roles: [{name: 'administrator', title: 'Administrator'}],
    provider: 'local',
  }
}

/**
 * A member as Sanity's `users/<ids>` describes one to other members: the public profile the
 * Studio shows beside what someone did (`displayName`, not the `name` of `users/me`).
 */
export function publicProfile({id, name}: LocalUser, projectId: string, caller: LocalUser) {
  return {
    id,
    projectId,
    displayName: name,
    familyName: null,
    givenName: null,
    middleName: null,
    imageUrl: null,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    isCurrentUser: id === caller.id,
  }
}

const bearerToken = (authorization: string | undefined) => /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]

/** The member a request acts as: the one whose token it carries, else the first. */
export function memberOf(users: readonly LocalUser[], authorization: string | undefined): LocalUser {
  const token = bearerToken(authorization)
  return users.find((user) => user.token !== undefined && user.token === token) ?? users[0]!
}

/**
 * Whether a request carries a token no member has. Sanity's `users/me` refuses such a token (401)
 * and the lake does the same, so that whoever verifies a member with it (the site's link check)
 * is told no; elsewhere the lake lets it act as the first member, as the site's own tokens do.
 */
export function carriesUnknownToken(users: readonly LocalUser[], authorization: string | undefined): boolean {
  const token = bearerToken(authorization)
  return token !== undefined && !users.some((user) => user.token === token)
}

/** The ACL grants the Studio evaluates before it offers to edit: everything, on every document. */
export const GRANTS = [{filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history']}]

/**
 * The local editor's grants on the project itself (Sanity 6 asks for them): none. So the Studio
 * offers no member invitations and does not upload its schema manifest (the deployStudio grant).
 */
export const PROJECT_GRANTS = {'sanity.project': [], 'sanity.project.members': []}

export function projectInfo(projectId: string, users: readonly LocalUser[], caller: LocalUser) {
  return {
    id: projectId,
    displayName: 'Habitum (lago local)',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    metadata: {},
    createdAt: '2024-01-01T00:00:00Z',
    members: users.map((user) => ({
      id: user.id,
      role: 'administrator',
      roles: describeUser(user).roles,
      isRobot: false,
      isCurrentUser: user.id === caller.id,
    })),
    features: [],
    pendingInvites: 0,
    maxRetentionDays: 0,
  }
}

export function datasetInfo(name: string) {
  return {
    name,
    aclMode: 'private',
    addonFor: null,
    datasetProfile: 'content',
    createdAt: '2024-01-01T00:00:00Z',
    tags: [],
    features: [],
  }
}

/** The Studio's per-user settings (`users/me/keyvalue`), kept while the lake runs. */
export function createKeyValueStore() {
  const values = new Map<string, unknown>()
  return {
    get: (keys: string[]) => keys.map((key) => ({key, value: values.get(key) ?? null})),
    set(pairs: unknown) {
      if (!Array.isArray(pairs) || !pairs.every((pair) => typeof pair?.key === 'string')) return undefined
      for (const {key, value} of pairs as Array<{key: string; value: unknown}>) values.set(key, value)
      return pairs as Array<{key: string; value: unknown}>
    },
  }
}
