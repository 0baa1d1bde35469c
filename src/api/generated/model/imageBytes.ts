/**
 * The image file as uploaded (its type was checked from its content).
 */
export type ImageBytes = Blob;
