import type { UploadGrant } from "@contract/uploads";
import { apiRequest } from "@/lib/api";
import type { UploadParameters, UploaderResult } from "./types";

/**
 * The upload-parameter step: POST /api/objects/upload grants a single-use URL,
 * and the file is then sent by one PUT to it. Locally that URL is on our own origin; with S3
 * it is a presigned URL. Callers never need to know which.
 */
export async function getUploadParameters(): Promise<UploadParameters> {
  const res = await apiRequest("POST", "/api/objects/upload");
  const { uploadURL } = (await res.json()) as UploadGrant;
  return { method: "PUT", url: uploadURL };
}

/** The URL the first successfully uploaded file was sent to, which the API takes to attach it. */
export function firstUploadUrl(result: UploaderResult): string | undefined {
  return result.successful?.[0]?.uploadURL;
}
