import { type HttpApp, Type } from '@platform/kernel/http';
import { PROVIDERS, providerSettings } from './service.js';

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

export function settingsRoutes(settings: SettingsRouteSettings) {
  const answer = providerSettings(settings.autoconfirm);
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
