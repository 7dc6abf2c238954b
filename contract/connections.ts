import { z } from "zod";
import { Id } from "./common";
import { PublicUser } from "./users";

export const CONNECTION_STATUSES = ["pending", "accepted", "rejected"] as const;
const ConnectionStatus = z.enum(CONNECTION_STATUSES);

export const CreateConnectionBody = z.object({
  addresseeId: Id,
});

export const RespondBody = z.object({
  status: z.enum(["accepted", "rejected"], { error: "Status must be 'accepted' or 'rejected'" }),
});

export const Connection = z.object({
  id: z.number(),
  requesterId: z.number(),
  addresseeId: z.number(),
  status: ConnectionStatus,
  createdAt: z.string(),
});
export type Connection = z.infer<typeof Connection>;

/** A request waiting for me, with who sent it. */
export const ConnectionRequest = z.object({
  id: z.number(),
  requester: PublicUser,
  status: ConnectionStatus,
  createdAt: z.string(),
});
export type ConnectionRequest = z.infer<typeof ConnectionRequest>;

/** One of my accepted connections: the other person. */
export const MyConnection = z.object({
  id: z.number(),
  user: PublicUser,
  connectedAt: z.string(),
});
export type MyConnection = z.infer<typeof MyConnection>;

export const DemoMember = PublicUser.extend({ role: z.string() });
export type DemoMember = z.infer<typeof DemoMember>;
