import { type HttpApp, Type } from '@platform/kernel/http';

/** Every sign-in method GoTrue can switch on; only e-mail and password exist here. */
const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
] as const;

const Settings = Type.Object({
  external: Type.Object(Object.fromEntries(PROVIDERS.map((name) => [name, Type.Boolean()]))),
  disable_signup: Type.Boolean(),
  mailer_autoconfirm: Type.Boolean(),
  phone_autoconfirm: Type.Boolean(),
  sms_provider: Type.String(),
  saml_enabled: Type.Boolean(),
  saml_private_key_next_configured: Type.Boolean(),
  passkeys_enabled: Type.Boolean(),
});

export interface SettingsRouteSettings {
  readonly autoconfirm: boolean;
}

/** `GET /settings` as GoTrue answers it: which features this provider has switched on. */
export function settingsRoutes(settings: SettingsRouteSettings) {
  const answer = {
    external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
  return async (app: HttpApp) => {
    app.get(
      '/settings',
      {
        schema: { tags: ['settings'], summary: 'Which sign-in features are on', response: { 200: Settings } },
      },
      async () => answer,
    );
  };
}
