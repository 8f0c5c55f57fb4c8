export { negotiateFormat, type OutputFormat, type RenderedVariant, renderVariant } from './renderVariant';
export { IMAGE_CACHE_CONTROL, IMAGE_META_FAILED, type ImageRoutesOptions, imageRoutes } from './routes';
export { variantKey, variantPrefix } from './variantCache';
