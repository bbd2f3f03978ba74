import type { FromSchema } from 'json-schema-to-ts';

export const MAX_BINARY_SIZE = 1_073_741_824;
export const PLATFORMS = ['android', 'ios'] as const;

const platform = { type: 'string', enum: PLATFORMS } as const;
const name255 = { type: 'string', minLength: 1, maxLength: 255 } as const;
const fileSize = { type: 'integer', minimum: 1, maximum: MAX_BINARY_SIZE } as const;

export const uploadUrlBody = {
  type: 'object',
  required: ['filename', 'platform', 'file_size'],
  properties: {
    filename: { type: 'string', minLength: 1, maxLength: 255 },
    platform,
    file_size: fileSize,
    // A MIME type such as `application/vnd.android.package-archive`; it becomes a signed header of the upload.
    content_type: {
      type: 'string',
      minLength: 3,
      maxLength: 255,
      pattern: '^[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+(\\s*;.*)?$',
    },
  },
} as const;
export type UploadUrlBody = FromSchema<typeof uploadUrlBody>;

export const createAppBody = {
  type: 'object',
  required: ['name', 'platform', 'build_name', 's3_key', 'file_size'],
  properties: {
    name: name255,
    platform,
    build_name: name255,
    s3_key: { type: 'string', minLength: 1, maxLength: 1024 },
    file_size: fileSize,
    original_filename: { type: 'string', minLength: 1, maxLength: 255 },
  },
} as const;
export type CreateAppBody = FromSchema<typeof createAppBody>;

export const createBuildBody = {
  type: 'object',
  required: ['name', 's3_key', 'file_size'],
  properties: {
    name: name255,
    s3_key: { type: 'string', minLength: 1, maxLength: 1024 },
    file_size: fileSize,
    original_filename: { type: 'string', minLength: 1, maxLength: 255 },
    set_as_current: { type: 'boolean', default: true },
  },
} as const;
export type CreateBuildBody = FromSchema<typeof createBuildBody>;

export const listAppsQuery = {
  type: 'object',
  properties: { platform },
} as const;
export type ListAppsQuery = FromSchema<typeof listAppsQuery>;
