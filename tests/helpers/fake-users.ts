/** The accounts of the fake GitHub, as its users endpoints and comment authors show them. */

export interface FakeUser {
  login: string;
  id: number;
  type: 'Bot' | 'User';
}

export const ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

export function userJson(user: FakeUser): Record<string, unknown> {
  const path = `https://api.github.com/users/${encodeURIComponent(user.login)}`;
  return {
    login: user.login,
    id: user.id,
    node_id: `U_${user.id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    gravatar_id: '',
    url: path,
    html_url: `https://github.com/${user.type === 'Bot' ? 'apps/' : ''}${user.login.replace('[bot]', '')}`,
    followers_url: `${path}/followers`,
    following_url: `${path}/following{/other_user}`,
    gists_url: `${path}/gists{/gist_id}`,
    starred_url: `${path}/starred{/owner}{/repo}`,
    subscriptions_url: `${path}/subscriptions`,
    organizations_url: `${path}/orgs`,
    repos_url: `${path}/repos`,
    events_url: `${path}/events{/privacy}`,
    received_events_url: `${path}/received_events`,
    type: user.type,
    site_admin: false,
  };
}
