export { type OpenBackends, openBackends, type PlatformConfig } from './backends.js';
export { type Launched, type LaunchOptions, launch } from './launch.js';
export { type Backends, defineService, type ServiceModule } from './service.js';
export { createServiceApp, type ServiceAppOptions } from './service-app.js';
export { buildUnbuiltApp } from './unbuilt.js';
