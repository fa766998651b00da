export { type Launched, launch } from './launch.js';
export { type Backends, defineService, type ServiceModule } from './service.js';
