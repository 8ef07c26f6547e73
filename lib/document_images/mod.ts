/**
 * The images a document shows, loaded and decoded before the stages that need them: an img's
 * source as a picture, srcset and sizes choose it (image_source.ts), list markers' images, and
 * the backgrounds and svg images of the laid-out flow, each URL once (store.ts).
 */
export { DocumentImages } from "./store.ts";
export { type LoadedImage, naturalSizeOf } from "./loaded_image.ts";
export {
  attachImages,
  loadedImage,
  loadElementImages,
  markerImage,
  type ShownImage,
  shownImage,
} from "./element_images.ts";
export { flowImageUrls } from "./flow_urls.ts";
export { BROKEN_IMAGE_ICON } from "./broken_icon.ts";
