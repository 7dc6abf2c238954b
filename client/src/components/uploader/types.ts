import type { Body, Meta, UploadResult } from "@uppy/core";

/** Where and how to send one file: a single direct request, not multipart. */
export interface UploadParameters {
  method: "PUT";
  url: string;
  /** Extra headers the URL was signed with, if any. */
  headers?: Record<string, string>;
}

/** What the upload-parameter step is told about the file it signs for. */
export interface UploadFileInfo {
  name?: string;
  type?: string;
  size: number | null;
}

/** Uppy's result: `successful[i].uploadURL` is the URL the file was sent to. */
export type UploaderResult = UploadResult<Meta, Body>;
