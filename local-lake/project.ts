/**
 * What the Studio asks about its user, project and dataset before it shows anything. The lake has
 * no accounts: every request acts as one local user, an administrator.
 */

export const LOCAL_USER = {
  id: 'local-editor',
  name: 'Editor local',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{name: 'administrator', title: 'Administrator'}],
  provider: 'local',
}

/** The ACL grants the Studio evaluates before it offers to edit: everything, on every document. */
export const GRANTS = [{filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history']}]

/**
 * The local editor's grants on the project itself (Sanity 6 asks for them): none. So the Studio
 * offers no member invitations and does not upload its schema manifest (the deployStudio grant).
 */
export const PROJECT_GRANTS = {'sanity.project': [], 'sanity.project.members': []}

export function projectInfo(projectId: string) {
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
    members: [{id: LOCAL_USER.id, role: 'administrator', roles: LOCAL_USER.roles, isRobot: false, isCurrentUser: true}],
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
