export { createPublicConfigRoute, type PublicRuntimeConfig, publicConfigFrom } from './publicConfig';
