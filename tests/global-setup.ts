import type { TestProject } from "vitest/node";
import { prepareTemplate } from "./helpers/databases";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { template, cleanup } = await prepareTemplate();
  project.provide("databaseTemplate", template);
  return cleanup;
}
